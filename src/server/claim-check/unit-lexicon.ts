import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import { CURRENCY_WORDS, ENGLISH_MINOR_UNITS } from "../script-writer/price/currency-words";
import { intlCurrencyWords } from "../script-writer/price/intl-currency-words";
import { unitWord, type Unit } from "../script-writer/facts/units";
import { fold } from "./fold";

/**
 * What may follow (or precede) a number: units of measure in one base unit per dimension,
 * currencies as ISO codes, percent. The writer's own unit and currency words in all 8 languages
 * are read from its lexicons (facts/units.ts, price/currency-words.ts), so the check knows every
 * way the built-in writer says an amount; abbreviations and symbols shops print are added here.
 */
export type Dimension =
  | "length"
  | "mass"
  | "volume"
  | "time"
  | "power"
  | "charge"
  | "energy"
  | "data"
  | "voltage"
  | "frequency"
  | "sound"
  | "pixels"
  | "pages"
  | "percent"
  | "temperature"
  | "colourTemperature"
  | "count";

export type UnitMeaning =
  { kind: "unit"; dimension: Dimension; factor: number } | { kind: "currency"; codes: string[] };

const BASE: Record<Unit, [Dimension, number]> = {
  mm: ["length", 1],
  cm: ["length", 10],
  m: ["length", 1000],
  in: ["length", 25.4],
  ft: ["length", 304.8],
  yd: ["length", 914.4],
  g: ["mass", 1],
  kg: ["mass", 1000],
  lb: ["mass", 453.592],
  oz: ["mass", 28.3495],
  ml: ["volume", 1],
  l: ["volume", 1000],
  floz: ["volume", 29.5735],
  h: ["time", 3600],
  year: ["time", 31_557_600],
  month: ["time", 2_629_800],
  W: ["power", 1],
  mAh: ["charge", 1],
  GB: ["data", 1],
  page: ["pages", 1],
};

/** Abbreviations and words shops print, beyond the writer's spoken words (folded). */
const EXTRA: [string, Dimension, number][] = [
  ...["mm", "millimetre", "millimetres", "milimetro", "milimetros"].map(
    (w) => [w, "length", 1] as [string, Dimension, number],
  ),
  ...["cm", "centimetre", "centimetres", "cms", "センチ"].map((w) => [w, "length", 10] as [string, Dimension, number]),
  ...["m", "metre", "metres", "mtr", "meter", "meters"].map((w) => [w, "length", 1000] as [string, Dimension, number]),
  ["km", "length", 1_000_000],
  ["kilometer", "length", 1_000_000],
  ["kilometers", "length", 1_000_000],
  ["kilometre", "length", 1_000_000],
  ["kilometres", "length", 1_000_000],
  ["kilometro", "length", 1_000_000],
  ["kilometros", "length", 1_000_000],
  ["chilometri", "length", 1_000_000],
  ...[
    '"',
    "″",
    "''",
    "in",
    "inch",
    "inches",
    "zoll",
    "pouce",
    "pouces",
    "pulgada",
    "pulgadas",
    "pollice",
    "pollici",
    "polegada",
    "polegadas",
    "吋",
  ].map((w) => [w, "length", 25.4] as [string, Dimension, number]),
  ["ft", "length", 304.8],
  ["feet", "length", 304.8],
  ["yd", "length", 914.4],
  ["yds", "length", 914.4],
  ["yards", "length", 914.4],
  ["mg", "mass", 0.001],
  ...["g", "gr", "grams", "gramm", "gramme", "grammes", "gramo", "gramos", "grammi", "grammo", "grama", "gramas"].map(
    (w) => [w, "mass", 1] as [string, Dimension, number],
  ),
  ...["kg", "kgs", "kilo", "kilos", "quilo", "quilos", "キロ", "千克"].map(
    (w) => [w, "mass", 1000] as [string, Dimension, number],
  ),
  ...["lb", "lbs"].map((w) => [w, "mass", 453.592] as [string, Dimension, number]),
  ["oz", "mass", 28.3495],
  ["t", "mass", 1_000_000],
  ...["ml", "millilitre", "millilitres", "mililitros", "millilitri"].map(
    (w) => [w, "volume", 1] as [string, Dimension, number],
  ),
  ["cl", "volume", 10],
  ["dl", "volume", 100],
  ...["l", "lt", "ltr", "litre", "litres", "liter", "liters", "litro", "litros", "litri"].map(
    (w) => [w, "volume", 1000] as [string, Dimension, number],
  ),
  ...["fl oz", "fl. oz", "fl.oz", "fl. oz."].map((w) => [w, "volume", 29.5735] as [string, Dimension, number]),
  ["gal", "volume", 3785.41],
  ["gallon", "volume", 3785.41],
  ["gallons", "volume", 3785.41],
  ...[
    "s",
    "sec",
    "secs",
    "second",
    "seconds",
    "sekunde",
    "sekunden",
    "seconde",
    "secondes",
    "segundo",
    "segundos",
    "secondo",
    "secondi",
    "秒",
  ].map((w) => [w, "time", 1] as [string, Dimension, number]),
  ...["min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuti", "分钟", "分鐘"].map(
    (w) => [w, "time", 60] as [string, Dimension, number],
  ),
  ...[
    "h",
    "hr",
    "hrs",
    "hour",
    "hours",
    "std",
    "std.",
    "stunden",
    "stunde",
    "heure",
    "heures",
    "hora",
    "horas",
    "ora",
    "ore",
    "時間",
    "小时",
    "小時",
    "个小时",
  ].map((w) => [w, "time", 3600] as [string, Dimension, number]),
  ...["day", "days", "tag", "tage", "tagen", "jour", "jours", "dia", "dias", "giorno", "giorni", "日間", "天"].map(
    (w) => [w, "time", 86_400] as [string, Dimension, number],
  ),
  ...[
    "week",
    "weeks",
    "woche",
    "wochen",
    "semaine",
    "semaines",
    "semana",
    "semanas",
    "settimana",
    "settimane",
    "週間",
    "周",
  ].map((w) => [w, "time", 604_800] as [string, Dimension, number]),
  ...[
    "months",
    "monat",
    "monate",
    "monaten",
    "mois",
    "mes",
    "meses",
    "mese",
    "mesi",
    "ヶ月",
    "カ月",
    "か月",
    "个月",
    "個月",
  ].map((w) => [w, "time", 2_629_800] as [string, Dimension, number]),
  ...[
    "year",
    "years",
    "yr",
    "yrs",
    "jahr",
    "jahre",
    "jahren",
    "an",
    "ans",
    "annee",
    "annees",
    "ano",
    "anos",
    "anno",
    "anni",
    "年",
    "年間",
    "歳",
    "岁",
  ].map((w) => [w, "time", 31_557_600] as [string, Dimension, number]),
  ...["w", "watt", "watts", "vatio", "vatios", "ワット", "瓦"].map(
    (w) => [w, "power", 1] as [string, Dimension, number],
  ),
  ["kw", "power", 1000],
  ["kilowatt", "power", 1000],
  ["mah", "charge", 1],
  ["ah", "charge", 1000],
  ["wh", "energy", 1],
  ["kwh", "energy", 1000],
  ["kb", "data", 0.000001],
  ...["kilobyte", "kilobytes"].map((w) => [w, "data", 0.000001] as [string, Dimension, number]),
  ["mb", "data", 0.001],
  ...["megabyte", "megabytes", "megaoctets", "megas"].map((w) => [w, "data", 0.001] as [string, Dimension, number]),
  ...["gigabyte", "gigabytes", "gigaoctets", "gigas"].map((w) => [w, "data", 1] as [string, Dimension, number]),
  ...["terabyte", "terabytes"].map((w) => [w, "data", 1024] as [string, Dimension, number]),
  ["gb", "data", 1],
  ["go", "data", 1],
  ["tb", "data", 1024],
  ["to", "data", 1024],
  ["v", "voltage", 1],
  ["volt", "voltage", 1],
  ["volts", "voltage", 1],
  ["hz", "frequency", 1],
  ["khz", "frequency", 1000],
  ["mhz", "frequency", 1e6],
  ["ghz", "frequency", 1e9],
  ["db", "sound", 1],
  ["decibel", "sound", 1],
  ["decibels", "sound", 1],
  ...["mp", "mpx", "megapixel", "megapixels", "megapixeles", "mégapixels", "万画素", "百万像素", "メガピクセル"].map(
    (w) => [fold(w), "pixels", 1] as [string, Dimension, number],
  ),
  ...[
    "%",
    "％",
    "percent",
    "per cent",
    "prozent",
    "pour cent",
    "por ciento",
    "per cento",
    "por cento",
    "パーセント",
  ].map((w) => [w, "percent", 1] as [string, Dimension, number]),
  ...[
    "°c",
    "℃",
    "grad celsius",
    "degrees celsius",
    "degres celsius",
    "grados celsius",
    "gradi celsius",
    "graus celsius",
  ].map((w) => [w, "temperature", 1] as [string, Dimension, number]),
  // Japanese and Chinese counters ("10個", "二十包"): they say a figure counts things, nothing more.
  ...[
    "個",
    "个",
    "包",
    "件",
    "枚",
    "本",
    "張",
    "张",
    "台",
    "組",
    "组",
    "盒",
    "瓶",
    "袋",
    "片",
    "支",
    "双",
    "雙",
    "対",
    "對",
    "对",
    "灯",
    "入り",
    "入",
  ].map((w) => [w, "count", 1] as [string, Dimension, number]),
  // Lamps: "2700K warm white". Kelvin is not °C plus an offset here: it is a colour, compared as such.
  ...["k", "kelvin"].map((w) => [w, "colourTemperature", 1] as [string, Dimension, number]),
  ...["pages", "seiten", "paginas", "pagine", "ページ", "页", "頁"].map(
    (w) => [w, "pages", 1] as [string, Dimension, number],
  ),
];

/** Symbols and words for currencies that the writer's tables do not spell (folded). */
const CURRENCY_EXTRA: [string, string[]][] = [
  ["€", ["EUR"]],
  ["eur", ["EUR"]],
  ["euro", ["EUR"]],
  ["euros", ["EUR"]],
  ["£", ["GBP"]],
  ["pound", ["GBP"]],
  ["pounds", ["GBP"]],
  // The pound sterling as people say it in each language; the words that also weigh ("Pfund",
  // "libra", "livre") keep both meanings and a figure matches either.
  ["pfund", ["GBP"]],
  ["pfund sterling", ["GBP"]],
  ["livre", ["GBP"]],
  ["livres", ["GBP"]],
  ["livres sterling", ["GBP"]],
  ["libra", ["GBP"]],
  ["libras", ["GBP"]],
  ["libras esterlinas", ["GBP"]],
  ["sterlina", ["GBP"]],
  ["sterline", ["GBP"]],
  ["ポンド", ["GBP"]],
  ["英镑", ["GBP"]],
  ["英鎊", ["GBP"]],
  ["$", ["USD", "CAD", "AUD", "MXN", "TWD", "ARS", "CLP", "HKD", "SGD", "NZD"]],
  ["us$", ["USD"]],
  ["c$", ["CAD"]],
  ["ca$", ["CAD"]],
  ["a$", ["AUD"]],
  ["au$", ["AUD"]],
  ["nt$", ["TWD"]],
  ["r$", ["BRL"]],
  ["dollar", ["USD", "CAD", "AUD", "TWD", "HKD", "SGD", "NZD"]],
  ["dollars", ["USD", "CAD", "AUD", "TWD", "HKD", "SGD", "NZD"]],
  ["¥", ["JPY", "CNY"]],
  ["￥", ["JPY", "CNY"]],
  ["円", ["JPY"]],
  ["yen", ["JPY"]],
  ["元", ["CNY", "TWD"]],
  ["yuan", ["CNY"]],
  ["rmb", ["CNY"]],
  ["₹", ["INR"]],
  ["rs", ["INR", "PKR"]],
  ["₩", ["KRW"]],
  ["원", ["KRW"]],
  ["zł", ["PLN"]],
  ["zl", ["PLN"]],
  ["kr", ["SEK", "NOK", "DKK"]],
  ["fr.", ["CHF"]],
  ["₽", ["RUB"]],
  ["руб", ["RUB"]],
  ["lei", ["RON"]],
  ["leu", ["RON"]],
  ["romanian lei", ["RON"]],
  ["argentine pesos", ["ARS"]],
  ["chilean pesos", ["CLP"]],
  ["pesos argentinos", ["ARS"]],
  ["pesos chilenos", ["CLP"]],
  ["kuna", ["HRK"]],
  ["kunas", ["HRK"]],
  ["rubles", ["RUB", "BYN"]],
  ["riyals", ["SAR"]],
  ["dirhams", ["AED"]],
  ["rupees", ["INR", "PKR"]],
  ["zlotys", ["PLN"]],
  ["forint", ["HUF"]],
  ["lira", ["TRY"]],
  ["shekels", ["ILS"]],
  ["rand", ["ZAR"]],
  ["leva", ["BGN"]],
];

const MINOR_WORDS = [
  ...Object.values(ENGLISH_MINOR_UNITS).flat(),
  "cent",
  "cents",
  "centimes",
  "centime",
  "centimos",
  "centimo",
  "centesimi",
  "centesimo",
  "centavos",
  "centavo",
  "rappen",
  "pence",
  "penny",
].map(fold);

const LEXICON = new Map<string, UnitMeaning[]>();

function add(surface: string, meaning: UnitMeaning): void {
  const key = fold(surface).trim();
  if (!key) return;
  const list = LEXICON.get(key) ?? [];
  const same = list.some(
    (m) =>
      m.kind === meaning.kind &&
      (m.kind === "unit" && meaning.kind === "unit"
        ? m.dimension === meaning.dimension && m.factor === meaning.factor
        : m.kind === "currency" && meaning.kind === "currency" && m.codes.join() === meaning.codes.join()),
  );
  if (!same) LEXICON.set(key, [...list, meaning]);
}

for (const [unit, [dimension, factor]] of Object.entries(BASE) as [Unit, [Dimension, number]][]) {
  for (const language of LANGUAGE_CODES) {
    for (const value of [1, 2]) {
      add(unitWord(unit, value, language), { kind: "unit", dimension, factor });
      add(unitWord(unit, value, language, "dative"), { kind: "unit", dimension, factor });
    }
  }
}
for (const [surface, dimension, factor] of EXTRA) add(surface, { kind: "unit", dimension, factor });
for (const [code, byLanguage] of Object.entries(CURRENCY_WORDS)) {
  add(code, { kind: "currency", codes: [code] });
  for (const words of Object.values(byLanguage)) {
    for (const word of typeof words === "string" ? [words] : words) add(word, { kind: "currency", codes: [code] });
  }
}
for (const [surface, codes] of CURRENCY_EXTRA) add(surface, { kind: "currency", codes });
// The writer says a currency outside its table by ICU's name (decision 096: "270克罗地亚库纳"), so
// the check reads every ICU name too; the longest surface wins, so "克罗地亚库纳" is not grams.
for (const code of Intl.supportedValuesOf("currency")) {
  for (const language of LANGUAGE_CODES) {
    const words = intlCurrencyWords(code, language);
    if (!words) continue;
    for (const word of typeof words === "string" ? [words] : words) add(word, { kind: "currency", codes: [code] });
  }
}
for (const code of [
  "ARS",
  "CLP",
  "HKD",
  "SGD",
  "NZD",
  "NOK",
  "DKK",
  "PKR",
  "RON",
  "HRK",
  "BYN",
  "SAR",
  "AED",
  "CZK",
  "HUF",
  "TRY",
  "ZAR",
  "ILS",
  "BGN",
]) {
  add(code, { kind: "currency", codes: [code] });
}

/** Unit words of two or more characters per dimension, for "does this line name pages?". */
const BY_DIMENSION = new Map<Dimension, string[]>();
for (const [surface, meanings] of LEXICON) {
  for (const m of meanings) {
    if (m.kind !== "unit" || surface.length < 2) continue;
    BY_DIMENSION.set(m.dimension, [...(BY_DIMENSION.get(m.dimension) ?? []), surface]);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A unit word as a word of its own, or (five letters and more) as the head of a compound
 * ("Seitenzahl"); Japanese and Chinese ones anywhere.
 */
const DIMENSION_WORDS = new Map(
  [...BY_DIMENSION].map(([dimension, surfaces]) => [
    dimension,
    new RegExp(
      surfaces
        .map((s) => (/^[a-z]/.test(s) ? `(?<![\\p{L}])${escape(s)}${s.length >= 5 ? "" : "(?![\\p{L}])"}` : escape(s)))
        .sort((a, b) => b.length - a.length)
        .join("|"),
      "u",
    ),
  ]),
);

/** Whether a folded text names a unit of this dimension ("ページ概数：258", "Seitenzahl: 320"). */
export function namesDimension(folded: string, dimension: Dimension): boolean {
  return DIMENSION_WORDS.get(dimension)?.test(folded) ?? false;
}

/** Longest first per first character, for a quick longest match. */
const BY_FIRST = new Map<string, string[]>();
for (const surface of LEXICON.keys()) {
  const first = surface[0]!;
  BY_FIRST.set(first, [...(BY_FIRST.get(first) ?? []), surface]);
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.length - a.length);

const LATIN_END = /[a-z0-9]$/;
const LETTER = /\p{L}/u;

/** The longest unit or currency at the start of folded `text`, with how many characters it took. */
export function unitAt(text: string): { meanings: UnitMeaning[]; length: number } | undefined {
  const candidates = BY_FIRST.get(text[0] ?? "");
  if (!candidates) return undefined;
  for (const surface of candidates) {
    if (!text.startsWith(surface)) continue;
    // "m" must not be the start of "mit"; CJK units and symbols need no boundary.
    if (LATIN_END.test(surface) && LETTER.test(text[surface.length] ?? "")) continue;
    return { meanings: LEXICON.get(surface)!, length: surface.length };
  }
  return undefined;
}

/** Currency written before the amount: "€24.99", "US$ 10", "EUR 5". */
export function currencyBefore(text: string): string[] | undefined {
  const m =
    /(us\$|c\$|ca\$|a\$|au\$|nt\$|r\$|\$|€|£|¥|￥|₹|₩|₽|\b(?:eur|usd|gbp|chf|cad|aud|jpy|cny|brl|mxn|inr|pln|sek|twd|rs|fr\.)\b)\s*$/.exec(
      text,
    );
  if (!m) return undefined;
  const meanings = LEXICON.get(m[1]!);
  const currency = meanings?.find((x) => x.kind === "currency");
  return currency?.kind === "currency" ? currency.codes : undefined;
}

export function isMinorUnitWord(word: string): boolean {
  return MINOR_WORDS.includes(word);
}
