/**
 * Certifications, marks and standards a script may name only when a source names them. Most are
 * the same in every language (CE, ISO 9001, OEKO-TEX); the few with translated names carry
 * their forms in the 8 languages. Patterns run on the original text when they are acronyms
 * (upper case matters: French "ce" is a word) and on folded text otherwise. The key of a
 * numbered standard includes its number, so "ISO 9001" does not support "ISO 14001".
 */
type Mark = { label: string; acronym?: RegExp; folded?: RegExp; numbered?: boolean };

export const MARKS: Mark[] = [
  { label: "CE", acronym: /(?<![\p{L}\d])CE(?![\p{L}\d])/u },
  { label: "ISO", acronym: /\bISO[ -]?(\d{3,5})(?:[-:]\d+)*/u, numbered: true },
  { label: "EN", acronym: /\b(?:EN|DIN(?: EN)?|IEC|ASTM(?: [A-F])?|ANSI)[ -]?(\d{2,5})(?:[-:]\d+)*/u, numbered: true },
  { label: "UL", acronym: /\bUL(?:[- ](?:listed|certified|\d{2,4}))\b|\bUL(?= ?(?:listed|zertifiziert|certifi))/u },
  { label: "ETL", acronym: /\bETL\b/u },
  { label: "FCC", acronym: /\bFCC\b/u },
  { label: "RoHS", acronym: /\bRoHS\b/iu },
  { label: "REACH", acronym: /\bREACH\b/u },
  { label: "FSC", acronym: /\bFSC\b/u },
  { label: "PEFC", acronym: /\bPEFC\b/u },
  { label: "GOTS", acronym: /\bGOTS\b/u },
  { label: "OEKO-TEX", folded: /\boe?ko[- ]?tex\b/u },
  {
    label: "Fairtrade",
    folded:
      /\bfair[- ]?trade\b|\bcommerce equitable\b|\bcomercio justo\b|\bcommercio equo\b|\bcomercio justo\b|フェアトレード|公平贸易/u,
  },
  { label: "bluesign", folded: /\bbluesign\b/u },
  { label: "Energy Star", folded: /\benergy star\b/u },
  { label: "TÜV", folded: /\btuv\b/u },
  { label: "GS", acronym: /\bGS[- ](?:gepruft|geprüft|mark|zeichen)|\bgepr(?:ü|ue)fte sicherheit\b/iu },
  {
    label: "BPA-free",
    folded:
      /\bbpa[- ]?(?:free|frei|freie[nrs]?)\b|\b(?:sans|sin|senza|sem|libre de|livre de|ohne|free of) bpa\b|bpaフリー|不含bpa|无bpa/u,
  },
  { label: "FDA", acronym: /\bFDA\b/u },
  { label: "CPSIA", acronym: /\bCPSIA\b/u },
  { label: "Qi", acronym: /\bQi\b(?![\p{L}])/u },
  { label: "Ecocert", folded: /\becocert\b/u },
  { label: "COSMOS", acronym: /\bCOSMOS\b/u },
  { label: "NATRUE", folded: /\bnatrue\b/u },
  { label: "Leaping Bunny", folded: /\bleaping bunny\b/u },
  { label: "USDA", acronym: /\bUSDA\b/u },
  { label: "EU Ecolabel", folded: /\beco-?label\b|\becolabel\b|\bblauer engel\b|\bnordic swan\b/u },
  { label: "Halal", folded: /\bhalal\b/u },
  { label: "Kosher", folded: /\bkosher\b|\bkoscher\b|\bcasher\b/u },
  {
    label: "gluten-free",
    folded:
      /\bgluten[- ]?(?:free|frei)\b|\bsans gluten\b|\bsin gluten\b|\bsenza glutine\b|\bsem gluten\b|グルテンフリー|无麸质/u,
  },
  { label: "Stiftung Warentest", folded: /\bstiftung warentest\b|\boko-?test\b/u },
  { label: "IP rating", acronym: /\bIP(?:X\d|[0-6]\d)\b/u, numbered: true },
  { label: "Dolby", folded: /\bdolby(?: atmos| vision)?\b/u },
  { label: "Hi-Res", folded: /\bhi-?res(?: audio)?\b/u },
];

/** A quick look before the full list: most sentences name no mark at all. */
const MAYBE_MARK = /\p{Lu}{2}|Qi\b/u;
const MAYBE_MARK_FOLDED =
  /tex|trade|equitable|justo|equo|bluesign|star|tuv|bpa|ecocert|natrue|bunny|label|engel|swan|halal|kosher|koscher|casher|gluten|glutine|warentest|test|dolby|hi-?res|フェア|公平|グルテン|麸质/u;

const global = (pattern: RegExp | undefined) =>
  pattern ? new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`) : undefined;
const GLOBAL_MARKS = MARKS.map((mark) => ({ ...mark, acronym: global(mark.acronym), folded: global(mark.folded) }));

/** Every mark a text names, as keys ("ISO 9001", "CE") with the words that named it. */
export function marksIn(original: string, folded: string): { key: string; text: string }[] {
  const found: { key: string; text: string }[] = [];
  if (!MAYBE_MARK.test(original) && !MAYBE_MARK_FOLDED.test(folded)) return found;
  for (const mark of GLOBAL_MARKS) {
    const matches = [
      ...(mark.acronym ? original.matchAll(mark.acronym) : []),
      ...(mark.folded ? folded.matchAll(mark.folded) : []),
    ];
    for (const m of matches) {
      const key = mark.numbered ? `${mark.label} ${(m[1] ?? m[0]).toUpperCase()}` : mark.label;
      if (!found.some((f) => f.key === key)) found.push({ key, text: m[0] });
    }
  }
  return found;
}
