import type { LanguageCode } from "../../../../../shared/catalog/languages";

/** [singular, plural]; one string when the word does not change. */
export type Word = string | readonly [singular: string, plural: string];
export type Vocabulary = Record<LanguageCode, Word>;

const COLUMNS: readonly LanguageCode[] = ["en", "es", "fr", "de", "it", "pt", "ja", "zh"];

/**
 * Parses a table of `key | en | es | fr | de | it | pt | ja | zh` rows ("singular/plural"
 * where the word inflects). Tables keep 40 units × 8 languages readable and reviewable
 * side by side, which object literals formatted one property per line would not.
 */
function parseTable(table: string): Map<string, Vocabulary> {
  const rows = new Map<string, Vocabulary>();
  for (const line of table.trim().split("\n")) {
    const [key = "", ...cells] = line.split("|").map((cell) => cell.trim());
    if (cells.length !== COLUMNS.length) throw new Error(`Vocabulary row "${key}" needs ${COLUMNS.length} languages`);
    const entry = {} as Record<LanguageCode, Word>;
    COLUMNS.forEach((language, index) => {
      const [singular = "", plural] = (cells[index] ?? "").split("/");
      entry[language] = plural === undefined ? singular : [singular, plural];
    });
    rows.set(key, entry);
  }
  return rows;
}

export type CurrencyCode = "USD" | "EUR" | "GBP" | "JPY" | "CNY" | "BRL";

/** Currency names said after an amount; Japanese in katakana because kanji go through kuromoji later. */
export const CURRENCY_WORDS = parseTable(`
USD | dollar/dollars | dólar/dólares | dollar/dollars | Dollar | dollaro/dollari | dólar/dólares | ドル | 美元
EUR | euro/euros | euro/euros | euro/euros | Euro | euro | euro/euros | ユーロ | 欧元
GBP | pound/pounds | libra/libras | livre/livres | Pfund | sterlina/sterline | libra/libras | ポンド | 英镑
JPY | yen | yen/yenes | yen/yens | Yen | yen | iene/ienes | エン | 日元
CNY | yuan | yuan/yuanes | yuan/yuans | Yuan | yuan | iuane/iuanes | ゲン | 元
BRL | real/reais | real/reales | réal/réaux | Real | real | real/reais | レアル | 雷亚尔
`) as ReadonlyMap<CurrencyCode, Vocabulary>;

/** Japanese says "24ドル99セント"; the other languages say cents as a bare number ("24 dollars 99"). */
export const JAPANESE_CENTS = "セント";

/** Unit symbols as they follow a number in product copy. Chinese % is handled apart (百分之 goes first). */
export const UNIT_WORDS: ReadonlyMap<string, Vocabulary> = parseTable(`
mAh | milliamp hour/milliamp hours | miliamperios hora | milliampères-heure | Milliamperestunden | milliampere ora | miliampères-hora | ミリアンペアアワー | 毫安时
kWh | kilowatt hour/kilowatt hours | kilovatios hora | kilowattheures | Kilowattstunden | kilowattora | quilowatts-hora | キロワットアワー | 千瓦时
Wh | watt hour/watt hours | vatios hora | wattheures | Wattstunden | wattora | watts-hora | ワットアワー | 瓦时
Ah | amp hour/amp hours | amperios hora | ampères-heure | Amperestunden | ampere ora | ampères-hora | アンペアアワー | 安时
km/h | kilometer per hour/kilometers per hour | kilómetros por hora | kilomètres heure | Kilometer pro Stunde | chilometri orari | quilômetros por hora | キロメートルジソク | 公里每小时
mph | mile per hour/miles per hour | millas por hora | miles par heure | Meilen pro Stunde | miglia orarie | milhas por hora | マイルジソク | 英里每小时
mm | millimeter/millimeters | milímetro/milímetros | millimètre/millimètres | Millimeter | millimetro/millimetri | milímetro/milímetros | ミリメートル | 毫米
cm² | square centimeter/square centimeters | centímetros cuadrados | centimètres carrés | Quadratzentimeter | centimetri quadrati | centímetros quadrados | ヘイホウセンチメートル | 平方厘米
cm | centimeter/centimeters | centímetro/centímetros | centimètre/centimètres | Zentimeter | centimetro/centimetri | centímetro/centímetros | センチメートル | 厘米
km | kilometer/kilometers | kilómetro/kilómetros | kilomètre/kilomètres | Kilometer | chilometro/chilometri | quilômetro/quilômetros | キロメートル | 公里
m² | square meter/square meters | metros cuadrados | mètres carrés | Quadratmeter | metri quadrati | metros quadrados | ヘイホウメートル | 平方米
m³ | cubic meter/cubic meters | metros cúbicos | mètres cubes | Kubikmeter | metri cubi | metros cúbicos | リッポウメートル | 立方米
m | meter/meters | metro/metros | mètre/mètres | Meter | metro/metri | metro/metros | メートル | 米
mg | milligram/milligrams | miligramo/miligramos | milligramme/milligrammes | Milligramm | milligrammo/milligrammi | miligrama/miligramas | ミリグラム | 毫克
kg | kilogram/kilograms | kilogramo/kilogramos | kilogramme/kilogrammes | Kilogramm | chilogrammo/chilogrammi | quilograma/quilogramas | キログラム | 公斤
g | gram/grams | gramo/gramos | gramme/grammes | Gramm | grammo/grammi | grama/gramas | グラム | 克
ml | milliliter/milliliters | mililitro/mililitros | millilitre/millilitres | Milliliter | millilitro/millilitri | mililitro/mililitros | ミリリットル | 毫升
mL | milliliter/milliliters | mililitro/mililitros | millilitre/millilitres | Milliliter | millilitro/millilitri | mililitro/mililitros | ミリリットル | 毫升
l | liter/liters | litro/litros | litre/litres | Liter | litro/litri | litro/litros | リットル | 升
L | liter/liters | litro/litros | litre/litres | Liter | litro/litri | litro/litros | リットル | 升
kW | kilowatt/kilowatts | kilovatio/kilovatios | kilowatt/kilowatts | Kilowatt | kilowatt | quilowatt/quilowatts | キロワット | 千瓦
W | watt/watts | vatio/vatios | watt/watts | Watt | watt | watt/watts | ワット | 瓦
V | volt/volts | voltio/voltios | volt/volts | Volt | volt | volt/volts | ボルト | 伏
GHz | gigahertz | gigahercios | gigahertz | Gigahertz | gigahertz | gigahertz | ギガヘルツ | 吉赫兹
MHz | megahertz | megahercios | mégahertz | Megahertz | megahertz | megahertz | メガヘルツ | 兆赫兹
kHz | kilohertz | kilohercios | kilohertz | Kilohertz | kilohertz | quilohertz | キロヘルツ | 千赫兹
Hz | hertz | hercios | hertz | Hertz | hertz | hertz | ヘルツ | 赫兹
TB | terabytes | terabytes | téraoctets | Terabyte | terabyte | terabytes | テラバイト | TB
GB | gigabytes | gigabytes | gigaoctets | Gigabyte | gigabyte | gigabytes | ギガバイト | GB
MB | megabytes | megabytes | mégaoctets | Megabyte | megabyte | megabytes | メガバイト | MB
°C | degree Celsius/degrees Celsius | grados Celsius | degrés Celsius | Grad Celsius | gradi Celsius | graus Celsius | ド | 摄氏度
°F | degree Fahrenheit/degrees Fahrenheit | grados Fahrenheit | degrés Fahrenheit | Grad Fahrenheit | gradi Fahrenheit | graus Fahrenheit | カシド | 华氏度
% | percent | por ciento | pour cent | Prozent | per cento | por cento | パーセント | %
lbs | pounds | libras | livres | Pfund | libbre | libras | ポンド | 磅
lb | pound/pounds | libra/libras | livre/livres | Pfund | libbra/libbre | libra/libras | ポンド | 磅
oz | ounce/ounces | onza/onzas | once/onces | Unzen | oncia/once | onça/onças | オンス | 盎司
ft | foot/feet | pie/pies | pied/pieds | Fuß | piede/piedi | pé/pés | フィート | 英尺
min | minute/minutes | minuto/minutos | minute/minutes | Minuten | minuto/minuti | minuto/minutos | フン | 分钟
`);

/** "30 x 20 cm" and "A & B". */
export const BY_WORD: Record<LanguageCode, string> = {
  en: "by",
  es: "por",
  fr: "par",
  de: "mal",
  it: "per",
  pt: "por",
  ja: "カケル",
  zh: "乘",
};
export const AND_WORD: Record<LanguageCode, string> = {
  en: "and",
  es: "y",
  fr: "et",
  de: "und",
  it: "e",
  pt: "e",
  ja: "アンド",
  zh: "和",
};

/** Picks singular or plural by the amount as written ("1", "1,5", "24"). */
export function inflect(word: Word, amount: string, language: LanguageCode): string {
  if (typeof word === "string") return word;
  const integer = Number(amount.split(/[.,]/)[0]);
  // French treats 0 and 1.x as singular ("1,5 kilogramme"); the others only exactly 1.
  const singular = language === "fr" ? integer < 2 : amount === "1";
  return singular ? word[0] : word[1];
}
