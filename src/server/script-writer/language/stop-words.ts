/**
 * Short, frequent function words per Latin-script language. Product copy is terse, so these
 * few hundred words are what reliably tell "mit" (de) from "with" (en) from "avec" (fr).
 * Words shared by several languages are listed in each; they add to every score equally and
 * so never decide on their own.
 */
export const STOP_WORDS = {
  en: words(
    "the and with for this that these those is are was were it its of to in on at you your a an be been " +
      "has have had from by or can will all our more not as comes made perfect than into up out also " +
      "which who what when how very just only each any every but so if their they them we us my",
  ),
  es: words(
    "el la los las de del y en con para por que es un una unos unas su sus al lo se más muy este esta " +
      "estos estas como sin tu tus también son está están pero ya le les nos desde cada todo toda " +
      "hasta entre sobre ni ese esa cuando donde usted nuevo nueva",
  ),
  fr: words(
    "le la les de des du et en avec pour par un une est sont ce cette ces qui que dans sur au aux pas " +
      "plus vous votre vos il elle ils son sa ses l d qu c n s très aussi sans tout tous toute être " +
      "grâce chaque notre nos leur où mais ou",
  ),
  de: words(
    "der die das den dem des und mit für ist sind ein eine einer einen einem eines im in auf zu zum " +
      "zur von vom nicht auch sie ihr ihre es bei aus oder wird werden noch nur sehr ohne durch dieser " +
      "diese dieses wie hat haben kann können ihren ihrem unser unsere jede jeder jedes dank bis über",
  ),
  it: words(
    "il lo la gli le di del della dello dei degli delle e è con per un una uno che non sono in nel " +
      "nella nei al alla ai agli da dal dalla si più anche molto questo questa suo sua tutto tutti " +
      "senza l d ha ed come ogni grazie tuo tua vostro ma",
  ),
  pt: words(
    "o os a as de do da dos das e em no na nos nas com para por um uma uns umas que é são não seu sua " +
      "seus suas mais muito este esta ao à também sem você pelo pela cada tem como isso isto já entre até " +
      "sobre ou mas",
  ),
} as const;

export type LatinLanguage = keyof typeof STOP_WORDS;

export const LATIN_LANGUAGES = Object.keys(STOP_WORDS) as LatinLanguage[];

/**
 * Letters and endings that lean towards one language. Each hit adds its weight once per word,
 * which is how a stop-word-free line like "Größenverstellbarer Kinnriemen" is still placed.
 */
export const LETTER_HINTS: ReadonlyArray<{ pattern: RegExp; weights: Partial<Record<LatinLanguage, number>> }> = [
  { pattern: /[ñ¿¡]/, weights: { es: 2 } },
  { pattern: /ci[oó]n(es)?$/, weights: { es: 1 } },
  { pattern: /ß/, weights: { de: 2 } },
  { pattern: /[äö]/, weights: { de: 1 } },
  { pattern: /(ung|ungen|keit|heit|lich|isch)$/, weights: { de: 1 } },
  { pattern: /sch/, weights: { de: 0.5 } },
  { pattern: /[ãõ]/, weights: { pt: 2 } },
  { pattern: /ç[ãõ]/, weights: { pt: 1 } },
  { pattern: /(ção|ções|ões)$/, weights: { pt: 1 } },
  { pattern: /œ/, weights: { fr: 2 } },
  { pattern: /[îïûë]/, weights: { fr: 1 } },
  { pattern: /ç/, weights: { fr: 0.5, pt: 0.5 } },
  { pattern: /[èù]/, weights: { fr: 0.5, it: 0.5 } },
  { pattern: /[ìò]/, weights: { it: 1.5 } },
  { pattern: /(zione|zioni)$/, weights: { it: 1 } },
  { pattern: /[êâ]/, weights: { fr: 0.5, pt: 0.5 } },
  { pattern: /(ing|ness|ship)$/, weights: { en: 0.5 } },
];

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}
