import type { LanguageCode } from "../../shared/catalog/languages";

/**
 * Numbers written as words, in folded form (see ./fold): "forty", "vierzig", "quarante",
 * "cuarenta", "quaranta", "quarenta", "四十". A word is read as a chain of pieces, so compounds
 * read too: "einundzwanzig", "ventitre", "doscientos", "quatre-vingt-dix", "二千五百".
 */
type Piece = number | "x100" | "x1000" | "x1e6" | "and";

const UNITS_EN =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen";
const TENS_EN = "twenty thirty forty fifty sixty seventy eighty ninety";

function table(units: string, tens: string, extra: Record<string, Piece>): Map<string, Piece> {
  const map = new Map<string, Piece>();
  units.split(" ").forEach((word, i) => map.set(word, i));
  tens.split(" ").forEach((word, i) => map.set(word, (i + 2) * 10));
  for (const [word, piece] of Object.entries(extra)) map.set(word, piece);
  return map;
}

const PIECES: Record<Exclude<LanguageCode, "ja" | "zh">, Map<string, Piece>> = {
  en: table(UNITS_EN, TENS_EN, { hundred: "x100", thousand: "x1000", million: "x1e6", dozen: 12, and: "and" }),
  es: table(
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve",
    "veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
    {
      un: 1,
      una: 1,
      veinti: 20,
      cien: 100,
      ciento: 100,
      doscientos: 200,
      doscientas: 200,
      trescientos: 300,
      trescientas: 300,
      cuatrocientos: 400,
      cuatrocientas: 400,
      quinientos: 500,
      quinientas: 500,
      seiscientos: 600,
      seiscientas: 600,
      setecientos: 700,
      setecientas: 700,
      ochocientos: 800,
      ochocientas: 800,
      novecientos: 900,
      novecientas: 900,
      mil: "x1000",
      millon: "x1e6",
      millones: "x1e6",
      y: "and",
    },
  ),
  fr: table(
    "zero un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize",
    "vingt trente quarante cinquante soixante",
    { une: 1, vingts: 20, cent: "x100", cents: "x100", mille: "x1000", million: "x1e6", millions: "x1e6", et: "and" },
  ),
  de: table(
    "null eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn",
    "zwanzig dreissig vierzig funfzig sechzig siebzig achtzig neunzig",
    {
      ein: 1,
      eine: 1,
      einen: 1,
      einem: 1,
      einer: 1,
      sieb: 7,
      einhalb: 0.5,
      anderthalb: 1.5,
      hundert: "x100",
      tausend: "x1000",
      million: "x1e6",
      millionen: "x1e6",
      und: "and",
    },
  ),
  it: table(
    "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove",
    "venti trenta quaranta cinquanta sessanta settanta ottanta novanta",
    {
      un: 1,
      una: 1,
      vent: 20,
      trent: 30,
      quarant: 40,
      cinquant: 50,
      sessant: 60,
      settant: 70,
      ottant: 80,
      novant: 90,
      cento: "x100",
      cent: "x100",
      mille: 1000,
      mila: "x1000",
      milione: "x1e6",
      milioni: "x1e6",
      e: "and",
    },
  ),
  pt: table(
    "zero um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove",
    "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa",
    {
      uma: 1,
      duas: 2,
      quatorze: 14,
      dezesseis: 16,
      dezessete: 17,
      dezenove: 19,
      cem: 100,
      cento: 100,
      duzentos: 200,
      duzentas: 200,
      trezentos: 300,
      trezentas: 300,
      quatrocentos: 400,
      quatrocentas: 400,
      quinhentos: 500,
      quinhentas: 500,
      seiscentos: 600,
      seiscentas: 600,
      setecentos: 700,
      setecentas: 700,
      oitocentos: 800,
      oitocentas: 800,
      novecentos: 900,
      novecentas: 900,
      mil: "x1000",
      milhao: "x1e6",
      milhoes: "x1e6",
      e: "and",
    },
  ),
};

/** The first two letters of every piece: a word starting otherwise is no number. */
const OPENINGS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(PIECES).map(([language, map]) => [language, new Set([...map.keys()].map((p) => p.slice(0, 2)))]),
);

/** Longest pieces first, so "dreizehn" is read before "drei". */
const SORTED: Record<string, string[]> = Object.fromEntries(
  Object.entries(PIECES).map(([language, map]) => [language, [...map.keys()].sort((a, b) => b.length - a.length)]),
);

/** A word cut into number pieces, or undefined when any part of it is not one. */
function cut(word: string, language: keyof typeof PIECES): Piece[] | undefined {
  if (!OPENINGS[language]!.has(word.slice(0, 2))) return undefined;
  const map = PIECES[language];
  const whole = map.get(word);
  if (whole !== undefined) return [whole];
  const pieces: Piece[] = [];
  let rest = word;
  while (rest.length > 0) {
    const next = SORTED[language]!.find((p) => p.length >= 2 && rest.startsWith(p));
    if (!next) return undefined;
    pieces.push(map.get(next)!);
    rest = rest.slice(next.length);
  }
  return pieces;
}

function total(pieces: Piece[], language: string): number | undefined {
  let sum = 0;
  let current = 0;
  let seen = false;
  for (const piece of pieces) {
    if (piece === "and") continue;
    seen = true;
    if (piece === "x100") current = (current || 1) * 100;
    else if (piece === "x1000") {
      sum += (current || 1) * 1000;
      current = 0;
    } else if (piece === "x1e6") {
      sum += (current || 1) * 1_000_000;
      current = 0;
    } else if (language === "fr" && piece === 20 && current % 100 === 4)
      current += 76; // quatre-vingt(s)
    else current += piece;
  }
  return seen ? sum + current : undefined;
}

/** German number words may open a compound: "zweiteilig", "Dreierpack", "vierfach". */
const GERMAN_SUFFIX =
  /^(?:er(?:pack\w*|set\w*|packung\w*)?|teilig\w*|fach\w*|stellig\w*|jahrig\w*|stundig\w*|seitig\w*)$/;

export type WordNumber = { value: number; words: number };

/**
 * The number spelled out by the words starting at `start` (folded words), with how many words
 * it took; "and"/"und"/"et"/"y"/"e" may join pieces but never start or end a number.
 */
export function readNumberWords(
  tokens: readonly string[],
  start: number,
  language: LanguageCode,
): WordNumber | undefined {
  if (language === "ja" || language === "zh") return undefined;
  const pieces: Piece[] = [];
  let used = 0;
  for (let i = start; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    let got = cut(token, language);
    if (!got && language === "de" && i === start) {
      for (let end = token.length - 1; end >= 3 && !got; end -= 1) {
        if (GERMAN_SUFFIX.test(token.slice(end))) got = cut(token.slice(0, end), language);
      }
      if (got) {
        const value = total(got, language);
        return value === undefined ? undefined : { value, words: 1 };
      }
    }
    if (!got) break;
    if (
      got.length === 1 &&
      got[0] === "and" &&
      (pieces.length === 0 || !tokens[i + 1] || !cut(tokens[i + 1]!, language))
    )
      break;
    pieces.push(...got);
    used = i - start + 1;
  }
  if (used === 0) return undefined;
  const value = total(pieces, language);
  return value === undefined ? undefined : { value, words: used };
}

const KANJI_DIGITS: Record<string, number> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const KANJI_POWERS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const KANJI_BIG: Record<string, number> = { 万: 10_000, 萬: 10_000, 億: 1e8, 亿: 1e8 };
export const KANJI_NUMBER = /[〇零一二两兩三四五六七八九十百千万萬億亿]+/gu;

/** "四十" → 40, "二千五百" → 2500, "一万" → 10000. */
export function readKanjiNumber(text: string): number | undefined {
  let sum = 0;
  let section = 0;
  let digit: number | undefined;
  for (const ch of text) {
    if (ch in KANJI_DIGITS) digit = KANJI_DIGITS[ch];
    else if (ch in KANJI_POWERS) {
      section += (digit ?? 1) * KANJI_POWERS[ch]!;
      digit = undefined;
    } else if (ch in KANJI_BIG) {
      sum += (section + (digit ?? 0) || 1) * KANJI_BIG[ch]!;
      section = 0;
      digit = undefined;
    } else return undefined;
  }
  return sum + section + (digit ?? 0);
}
