import type { LanguageCode } from "../../../shared/catalog/languages";
import { DECIMAL_SEPARATOR } from "../price/spoken-price";
import type { LengthUnit, MassUnit, Measure, VolumeUnit } from "./fact-types";

/**
 * Numbers and units as each language reads them aloud: "1,5 Liter", "1,5 litre" (French keeps
 * the singular below two), "1.5 liters", "1.5リットル". Units are written out because a voice
 * reads "cm" as letters in some languages and "g" as nothing at all.
 */

type Forms = string | readonly [one: string, other: string];
export type Unit = LengthUnit | MassUnit | VolumeUnit | "h" | "year" | "month" | "W" | "mAh" | "GB" | "page";

const l = (
  en: Forms,
  es: Forms,
  fr: Forms,
  de: Forms,
  it: Forms,
  pt: Forms,
  ja: string,
  zh: string,
): Record<LanguageCode, Forms> => ({ en, es, fr, de, it, pt, ja, zh });

const UNIT_WORDS: Record<Unit, Record<LanguageCode, Forms>> = {
  mm: l(
    ["millimeter", "millimeters"],
    ["milímetro", "milímetros"],
    ["millimètre", "millimètres"],
    "Millimeter",
    ["millimetro", "millimetri"],
    ["milímetro", "milímetros"],
    "ミリメートル",
    "毫米",
  ),
  cm: l(
    ["centimeter", "centimeters"],
    ["centímetro", "centímetros"],
    ["centimètre", "centimètres"],
    "Zentimeter",
    ["centimetro", "centimetri"],
    ["centímetro", "centímetros"],
    "センチメートル",
    "厘米",
  ),
  m: l(
    ["meter", "meters"],
    ["metro", "metros"],
    ["mètre", "mètres"],
    "Meter",
    ["metro", "metri"],
    ["metro", "metros"],
    "メートル",
    "米",
  ),
  in: l(
    ["inch", "inches"],
    ["pulgada", "pulgadas"],
    ["pouce", "pouces"],
    "Zoll",
    ["pollice", "pollici"],
    ["polegada", "polegadas"],
    "インチ",
    "英寸",
  ),
  ft: l(
    ["foot", "feet"],
    ["pie", "pies"],
    ["pied", "pieds"],
    "Fuß",
    ["piede", "piedi"],
    ["pé", "pés"],
    "フィート",
    "英尺",
  ),
  yd: l(
    ["yard", "yards"],
    ["yarda", "yardas"],
    ["yard", "yards"],
    "Yard",
    ["iarda", "iarde"],
    ["jarda", "jardas"],
    "ヤード",
    "码",
  ),
  g: l(
    ["gram", "grams"],
    ["gramo", "gramos"],
    ["gramme", "grammes"],
    "Gramm",
    ["grammo", "grammi"],
    ["grama", "gramas"],
    "グラム",
    "克",
  ),
  kg: l(
    ["kilogram", "kilograms"],
    ["kilogramo", "kilogramos"],
    ["kilogramme", "kilogrammes"],
    "Kilogramm",
    ["chilogrammo", "chilogrammi"],
    ["quilograma", "quilogramas"],
    "キログラム",
    "公斤",
  ),
  lb: l(
    ["pound", "pounds"],
    ["libra", "libras"],
    ["livre", "livres"],
    "Pfund",
    ["libbra", "libbre"],
    ["libra", "libras"],
    "ポンド",
    "磅",
  ),
  oz: l(
    ["ounce", "ounces"],
    ["onza", "onzas"],
    ["once", "onces"],
    ["Unze", "Unzen"],
    ["oncia", "once"],
    ["onça", "onças"],
    "オンス",
    "盎司",
  ),
  ml: l(
    ["milliliter", "milliliters"],
    ["mililitro", "mililitros"],
    ["millilitre", "millilitres"],
    "Milliliter",
    ["millilitro", "millilitri"],
    ["mililitro", "mililitros"],
    "ミリリットル",
    "毫升",
  ),
  l: l(
    ["liter", "liters"],
    ["litro", "litros"],
    ["litre", "litres"],
    "Liter",
    ["litro", "litri"],
    ["litro", "litros"],
    "リットル",
    "升",
  ),
  floz: l(
    ["fluid ounce", "fluid ounces"],
    ["onza líquida", "onzas líquidas"],
    ["once liquide", "onces liquides"],
    ["Flüssigunze", "Flüssigunzen"],
    ["oncia fluida", "once fluide"],
    ["onça fluida", "onças fluidas"],
    "液量オンス",
    "液量盎司",
  ),
  h: l(
    ["hour", "hours"],
    ["hora", "horas"],
    ["heure", "heures"],
    ["Stunde", "Stunden"],
    ["ora", "ore"],
    ["hora", "horas"],
    "時間",
    "小时",
  ),
  year: l(
    ["year", "years"],
    ["año", "años"],
    ["an", "ans"],
    ["Jahr", "Jahre"],
    ["anno", "anni"],
    ["ano", "anos"],
    "年",
    "年",
  ),
  month: l(
    ["month", "months"],
    ["mes", "meses"],
    "mois",
    ["Monat", "Monate"],
    ["mese", "mesi"],
    ["mês", "meses"],
    "か月",
    "个月",
  ),
  W: l(["watt", "watts"], ["vatio", "vatios"], ["watt", "watts"], "Watt", "watt", ["watt", "watts"], "ワット", "瓦"),
  mAh: l(
    ["milliamp-hour", "milliamp-hours"],
    "miliamperios hora",
    "milliampères-heure",
    "Milliamperestunden",
    "milliampere ora",
    "miliamperes-hora",
    "ミリアンペアアワー",
    "毫安时",
  ),
  GB: l(
    ["gigabyte", "gigabytes"],
    ["gigabyte", "gigabytes"],
    ["gigaoctet", "gigaoctets"],
    "Gigabyte",
    "gigabyte",
    ["gigabyte", "gigabytes"],
    "ギガバイト",
    "GB",
  ),
  page: l(
    ["page", "pages"],
    ["página", "páginas"],
    ["page", "pages"],
    ["Seite", "Seiten"],
    ["pagina", "pagine"],
    ["página", "páginas"],
    "ページ",
    "页",
  ),
};

/** German units after "von"/"mit" take the dative plural: "von 25 Zentimetern". */
const GERMAN_DATIVE: Partial<Record<Unit, string>> = {
  mm: "Millimetern",
  cm: "Zentimetern",
  m: "Metern",
  l: "Litern",
  ml: "Millilitern",
  h: "Stunden",
  year: "Jahren",
  month: "Monaten",
};

/** 21.59 → "21.6" (en), "21,6" (de); at most two decimals below 10 and one above, none past 100. */
export function formatNumber(value: number, language: LanguageCode): string {
  const decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  let text = value.toFixed(decimals);
  if (text.includes(".")) text = text.replace(/0+$/, "").replace(/\.$/, "");
  return text.replace(".", DECIMAL_SEPARATOR[language]);
}

function isSingular(value: number, language: LanguageCode): boolean {
  if (language === "fr") return value < 2;
  return value === 1;
}

/** The unit's word for this amount: "1 hour", "2 hours"; French "1,5 heure". */
export function unitWord(
  unit: Unit,
  value: number,
  language: LanguageCode,
  germanCase: "nominative" | "dative" = "nominative",
): string {
  if (language === "de" && germanCase === "dative" && !isSingular(value, language)) {
    const dative = GERMAN_DATIVE[unit];
    if (dative) return dative;
  }
  const forms = UNIT_WORDS[unit][language];
  if (typeof forms === "string") return forms;
  return isSingular(value, language) ? forms[0] : forms[1];
}

/** "40 hours", "40 Stunden", "40時間" (no space in Japanese and Chinese). */
export function quantity(
  value: number,
  unit: Unit,
  language: LanguageCode,
  germanCase?: "nominative" | "dative",
): string {
  const joiner = language === "ja" || language === "zh" ? "" : " ";
  return `${formatNumber(value, language)}${joiner}${unitWord(unit, value, language, germanCase)}`;
}

/** Small counts read better as words: "a pack of two", "zweiteilig". */
const COUNT_WORDS: Record<"en" | "es" | "fr" | "de" | "it" | "pt", readonly string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  es: ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"],
  fr: ["zéro", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
  de: ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  it: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici"],
  pt: ["zero", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze"],
};

/** A count as a word up to twelve, else digits (Japanese and Chinese always use digits). */
export function countWord(count: number, language: LanguageCode): string {
  if (language === "ja" || language === "zh") return String(count);
  return COUNT_WORDS[language][count] ?? String(count);
}

/**
 * Dimensions as spoken: "21.6 by 2 by 25.4 centimeters" (one unit, said once at the end) or
 * "1.88 inches by 12 yards" (each figure with its own unit).
 */
export function sayMeasures(
  measures: Measure<LengthUnit>[],
  language: LanguageCode,
  separator: string,
  germanCase?: "nominative" | "dative",
): string {
  const shared = measures.every((m) => m.unit === measures[0]?.unit);
  return measures
    .map((m, i) =>
      shared && i < measures.length - 1
        ? formatNumber(m.value, language)
        : quantity(m.value, m.unit, language, germanCase),
    )
    .join(separator);
}
