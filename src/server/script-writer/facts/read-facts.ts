import type {
  CareKey,
  ConnectivityKey,
  Dimension,
  Fact,
  FeatureKey,
  LengthUnit,
  MassUnit,
  Measure,
  VolumeUnit,
} from "./fact-types";
import { colourIn, materialIn } from "./lexicon";
import { readOrigin } from "./read-origin";

/**
 * Reads structured facts from page or seller text in any of our languages (and the units shops
 * everywhere print). Patterns look for a number with its unit next to a keyword, or a word from
 * a closed list, never for a whole sentence, so they work on pages they were not written for.
 */

const NUM = String.raw`(\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)|\d+(?:[.,]\d+)?)`;
// Words before a fact that turn it around: "not dimmable", "nicht spülmaschinenfest", "非防水".
const NEGATION =
  /(?:\b(?:not|no|non|nicht|kein|keine|pas|sans|sin|senza|sem|não|without|ohne|never)\b|[不非無无])[\s\w-]{0,12}$/iu;
const FAUX =
  /bonded|bi-?cast|faux|fake|imitation|\bpu\b|kunst|simili|synthetic|sintétic|sintetic|vegan|\beco\b|-look|\blook\b|effect|optik|effet|efecto|effetto|efeito|風|风格/i;

export function parseNumber(raw: string): number {
  // "1,500" and "1.500" with exactly three digits after the mark are thousands; "1,5" is a decimal.
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(raw)) return Number(raw.replace(/[.,]/g, ""));
  return Number(raw.replace(",", "."));
}

const HOURS = String.raw`(?:h|hrs?|hours?|std\.?|stunden|heures?|horas?|ore|時間|小时|小時|个小时)`;
const BATTERY_WORD =
  /batter|playtime|play time|playback|runtime|run time|listening|talk time|akku|laufzeit|spielzeit|wiedergabe|autonomi|bateria|reproducci|riproduzion|reprodução|バッテリー|再生|連続|電池|续航|續航|电池|電池|播放/i;
const CHARGING = /charg|lade|recharg|carga|ricari|carrega|充電|充电|standby|stand-by/i;
const UP_TO = /up ?to|bis zu|jusqu'?à|jusqu’à|hasta|fino a|até|最大|最长|長達|长达|最多|\bmax\b/i;

function battery(text: string): Fact | undefined {
  if (!BATTERY_WORD.test(text)) return undefined;
  for (const m of text.matchAll(
    new RegExp(`${NUM}\\s?-?\\s?${HOURS}(?:\\s?(\\d{1,2})\\s?(?:m|min)?)?(?![a-z])`, "giu"),
  )) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 25), m.index);
    if (CHARGING.test(before)) continue;
    // "2h30" is two and a half hours.
    const hours = parseNumber(m[1]!) + (m[2] ? Number(m[2]) / 60 : 0);
    if (hours < 1 || hours > 2000) continue;
    return { kind: "battery", hours, upTo: UP_TO.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index)) };
  }
  return undefined;
}

const MASS_UNITS: Record<string, MassUnit> = {
  g: "g",
  gr: "g",
  gram: "g",
  grams: "g",
  gramm: "g",
  gramme: "g",
  grammes: "g",
  gramo: "g",
  gramos: "g",
  grammi: "g",
  grammo: "g",
  grama: "g",
  gramas: "g",
  グラム: "g",
  克: "g",
  kg: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  kilograms: "kg",
  kilogramm: "kg",
  kilogramme: "kg",
  kilogrammes: "kg",
  kilogramo: "kg",
  kilogramos: "kg",
  chilogrammi: "kg",
  quilos: "kg",
  キロ: "kg",
  キログラム: "kg",
  公斤: "kg",
  千克: "kg",
  lb: "lb",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  oz: "oz",
  ounce: "oz",
  ounces: "oz",
};
const VOLUME_UNITS: Record<string, VolumeUnit> = {
  ml: "ml",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  mililitros: "ml",
  millilitri: "ml",
  ミリリットル: "ml",
  毫升: "ml",
  l: "l",
  lt: "l",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  litro: "l",
  litros: "l",
  litri: "l",
  リットル: "l",
  升: "l",
  "fl oz": "floz",
  "fl. oz": "floz",
  "fl.oz": "floz",
};
const MASS = Object.keys(MASS_UNITS).sort((a, b) => b.length - a.length);
const VOLUME = ["cl", ...Object.keys(VOLUME_UNITS)].sort((a, b) => b.length - a.length);
const unitAlternation = (units: string[]) => units.map((u) => u.replace(/[.]/g, "\\.").replace(/ /g, "\\s?")).join("|");
const AMOUNT = new RegExp(`${NUM}\\s?(${unitAlternation(VOLUME)}|${unitAlternation(MASS)})(?![\\p{L}\\d])`, "giu");
const WEIGHT_WORD = /weigh|gewicht|wiegt|poids|pèse|peso|pesa|重さ|重量|质量|質量|净重/i;
// What a product carries is not what it weighs: "max load 110 kg", "Peso suportado: 110 kg".
const LOAD_WORD = /load|support|suport|soport|belastbar|traglast|charge max|portata|carga|capacity|耐荷重|承重/i;
const CAPACITY_WORD = /capacit|fassungsverm|kapazität|volumen|contenance|capacidad|capacità|capacidade|容量|容積/i;
const CONTENTS_WORD =
  /net (?:wt|weight|contents?)|contents?\b|inhalt|füllmenge|contenu|contenido|contenuto|conteúdo|内容量|净含量|淨含量/i;

function amount(text: string, from: FactSource["from"]): Fact | undefined {
  for (const m of text.matchAll(AMOUNT)) {
    const raw = m[2]!.toLowerCase().replace(/\s/g, " ");
    let value = parseNumber(m[1]!);
    let unit: MassUnit | VolumeUnit | undefined = MASS_UNITS[raw] ?? VOLUME_UNITS[raw.replace(/\s/g, " ")];
    if (raw === "cl") {
      value *= 10;
      unit = "ml";
    }
    if (!unit && /^fl/.test(raw)) unit = "floz";
    if (!unit || value <= 0 || value > 100_000) continue;
    const measure = { value, unit };
    const around = text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 30);
    const isMass = unit in { g: 1, kg: 1, lb: 1, oz: 1 };
    if (isMass && LOAD_WORD.test(around)) continue;
    if (isMass && WEIGHT_WORD.test(around)) return { kind: "weight", measure: measure as Measure<MassUnit> };
    if (CAPACITY_WORD.test(around)) return { kind: "capacity", measure };
    if (CONTENTS_WORD.test(around)) return { kind: "contents", measure };
    // An amount in the name says which size this is, whatever the amount measures.
    if (from !== "text") return { kind: "size", measure };
  }
  return undefined;
}

const LENGTH_UNITS: Record<string, LengthUnit> = {
  mm: "mm",
  cm: "cm",
  m: "m",
  in: "in",
  inch: "in",
  inches: "in",
  '"': "in",
  "″": "in",
  "''": "in",
  zoll: "in",
  pouces: "in",
  pulgadas: "in",
  pollici: "in",
  polegadas: "in",
  pouce: "in",
  pulgada: "in",
  pollice: "in",
  polegada: "in",
  ft: "ft",
  feet: "ft",
  yd: "yd",
  yds: "yd",
  yards: "yd",
  センチ: "cm",
  厘米: "cm",
  毫米: "mm",
  メートル: "m",
  米: "m",
};
const LENGTH = Object.keys(LENGTH_UNITS).sort((a, b) => b.length - a.length);
const LEN_UNIT = `(${LENGTH.join("|")})`;
// Units match in any case, but a letter after one is a direction only in capitals: 60"W x 24"D.
const DIM_PART = `${NUM}\\s?(?:(?i:${LEN_UNIT})(?:[WDHLBT]\\b|(?![a-zA-Z])))?\\s?(?:[WDHLBT]\\b)?`;
const DIMENSIONS = new RegExp(`${DIM_PART}\\s?[x×*]\\s?${DIM_PART}(?:\\s?[x×*]\\s?${DIM_PART})?`, "u");

// "1-3/4"" is one and three quarter inches.
const FRACTION = /(\d+)[- ](\d{1,2})\/(\d{1,2})(?=\s?(?:"|″|''|in\b|inch))/g;

function dimensions(raw: string): Fact | undefined {
  const text = raw.replace(FRACTION, (_, whole: string, top: string, bottom: string) =>
    String(Number(whole) + Number(top) / Number(bottom)),
  );
  const m = DIMENSIONS.exec(text);
  if (!m) return undefined;
  const parts = [
    [m[1], m[2]],
    [m[3], m[4]],
    [m[5], m[6]],
  ].filter(([n]) => n !== undefined) as [string, string | undefined][];
  const last = [...parts].reverse().find(([, u]) => u)?.[1];
  if (!last) return undefined;
  const measures = parts.map(([n, u]) => ({ value: parseNumber(n), unit: LENGTH_UNITS[(u ?? last).toLowerCase()]! }));
  if (measures.some((x) => !x.unit || !(x.value > 0))) return undefined;
  return { kind: "dimensions", measures };
}

const DIMENSION_WORDS: [Dimension, string][] = [
  ["height", "height|high|tall|höhe|hoch|hauteur|haut|altura|alto|alta|altezza|高さ|高度"],
  ["width", "width|wide|breite|breit|largeur|large|anchura|ancho|larghezza|largo|largura|幅|宽度"],
  ["length", "length|long|länge|lang|longueur|longitud|largo|lunghezza|comprimento|長さ|长度"],
  ["depth", "depth|deep|tiefe|tief|profondeur|profundidad|profondità|profundidade|奥行き?|深度"],
  ["diameter", "diameter|durchmesser|diamètre|diámetro|diametro|diâmetro|直径"],
];
const LENGTH_AMOUNT = `${NUM}\\s?(?:(mm|cm|m|in|inch(?:es)?|"|″|''|ft|feet|zoll|pouces?|pulgadas?|pollici|polegadas?|センチ|厘米|毫米|米|メートル)(?![a-zA-Z]))`;

/** "Max. height: 1.20 m", "a heel height of 4.5 cm", "20.47'' wide", "Höhe 35 cm". */
function extent(text: string): Fact | undefined {
  // "The model is 187 cm tall" measures the model, not the product.
  if (
    /\b(?:model(?:l?[oa])?|mannequin|modèle)\b[^.]{0,40}\b(?:wear|trägt|porte|lleva|indossa|veste|is|ist|mesure|mide|è|mede)/i.test(
      text,
    )
  ) {
    return undefined;
  }
  for (const [dimension, words] of DIMENSION_WORDS) {
    const before = new RegExp(`(?:^|[^\\p{L}])(?:${words})(?![\\p{L}])[^\\d\\n]{0,12}?${LENGTH_AMOUNT}`, "iu").exec(
      text,
    );
    const after = before ? undefined : new RegExp(`${LENGTH_AMOUNT}\\s?(?:${words})(?![\\p{L}])`, "iu").exec(text);
    const m = before ?? after;
    if (!m) continue;
    const unit = LENGTH_UNITS[(m[2] ?? "").toLowerCase()];
    const value = parseNumber(m[1]!);
    if (!unit || !(value > 0)) continue;
    const upTo = /\b(?:max|up to|bis zu|jusqu|hasta|fino a|até)|最大|最长/iu.test(
      text.slice(Math.max(0, m.index - 12), m.index + m[0].length),
    );
    return { kind: "extent", dimension, measure: { value, unit }, upTo };
  }
  return undefined;
}

function spf(text: string): Fact | undefined {
  const m =
    /\bSPF\s?[:：]?\s?(\d{1,2})\b|(?:lichtschutzfaktor|indice de protection|factor de protección|fattore di protezione|fator de proteção)\s?(\d{1,2})\b/i.exec(
      text,
    );
  const value = m ? Number(m[1] ?? m[2]) : Number.NaN;
  return value >= 2 && value <= 100 ? { kind: "spf", value } : undefined;
}

function camera(text: string): Fact | undefined {
  const m =
    /(\d{1,3}(?:[.,]\d)?)\s?(?:MP|megapixels?|mpx|Megapixel|mégapixels?|megapíxeles|megapixel|megapixels|万画素|百万像素)\b/i.exec(
      text,
    );
  const megapixels = m ? parseNumber(m[1]!) : Number.NaN;
  return megapixels > 0 && megapixels <= 500 ? { kind: "camera", megapixels } : undefined;
}

const SCREEN_WORD =
  /screen|display|monitor|bildschirm|écran|pantalla|schermo|\btela\b|画面|ディスプレイ|液晶|屏幕|螢幕|显示屏/i;
const INCHES = String.raw`(?:"|″|''|-?\s?inch(?:es)?|-?\s?in\b|-?\s?zoll|\s?pouces?|\s?pulgadas?|\s?pollici|\s?polegadas?|インチ|英寸|吋)`;

function screen(text: string): Fact | undefined {
  if (!SCREEN_WORD.test(text)) return undefined;
  const m = new RegExp(`${NUM}${INCHES}`, "iu").exec(text);
  const inches = m ? parseNumber(m[1]!) : Number.NaN;
  return inches >= 1 && inches <= 120 ? { kind: "screen", inches } : undefined;
}

const POWER_WORD = /power|output|motor|leistung|puissance|potencia|potenza|potência|出力|消費電力|功率/i;

function power(text: string, from: FactSource["from"]): Fact | undefined {
  // A wattage in running text may be a part's ("LED da 3W ciascuno") or a charger's; the name's is the product's.
  if (from !== "name" && !POWER_WORD.test(text)) return undefined;
  if (CHARGING.test(text) && from !== "name") return undefined;
  const m = /(?<!["″'\d.,])(\d+(?:[.,]\d+)?)\s?(?:W|watts?|Watt|vatios?)(?![\p{L}\d])(?!\s?[x×])/u.exec(text);
  const watts = m ? parseNumber(m[1]!) : Number.NaN;
  return watts > 0 && watts <= 20_000 ? { kind: "power", watts } : undefined;
}

function batteryCapacity(text: string): Fact | undefined {
  const m = new RegExp(`${NUM}\\s?mAh`, "i").exec(text);
  const mah = m ? parseNumber(m[1]!) : Number.NaN;
  return mah >= 100 && mah <= 100_000 ? { kind: "batteryCapacity", mah } : undefined;
}

function storage(text: string): Fact | undefined {
  const m = /(?<![\d/])(\d{1,4})\s?(GB|TB|Go|To)\b(?!\s*(?:RAM|de RAM|Arbeitsspeicher|DDR|LPDDR))/.exec(text);
  if (!m) return undefined;
  const gigabytes = Number(m[1]) * (/^T/.test(m[2]!) ? 1024 : 1);
  return gigabytes >= 1 ? { kind: "storage", gigabytes } : undefined;
}

export const CONNECTIVITY: [ConnectivityKey, RegExp][] = [
  ["bluetooth", /bluetooth(?:®)?\s?(\d(?:\.\d)?)?|蓝牙\s?(\d(?:\.\d)?)?|藍牙\s?(\d(?:\.\d)?)?/i],
  ["wifi", /wi-?fi\s?(\d(?:E)?)?(?![\p{L}])|\bwlan\b/iu],
  ["usbc", /usb[- ]?c\b|usb type[- ]?c|type-c/i],
  ["nfc", /\bnfc\b/i],
];

function connectivity(text: string): Fact[] {
  const out: Fact[] = [];
  for (const [key, pattern] of CONNECTIVITY) {
    const m = pattern.exec(text);
    if (!m || negated(text, m.index)) continue;
    const version = m.slice(1).find(Boolean);
    out.push({ kind: "connectivity", key, ...(version ? { version } : {}) });
  }
  return out;
}

export const WATERPROOF =
  /water-?proof|water-?resistant|wasserdicht|wasserfest|étanche|impermeable|resistente al agua|resistente all'acqua|impermeabile|à prova d'água|impermeável|resistente à água|防水|防泼水/i;

function water(text: string): Fact | undefined {
  const rating = /\bIP(?:X\d|[0-6]\d)\b/i.exec(text)?.[0]?.toUpperCase();
  if (rating) return { kind: "water", rating };
  const m = WATERPROOF.exec(text);
  if (!m || negated(text, m.index)) return undefined;
  const depth = /(\d{1,3})\s?(?:m|metres?|meters?|metros?|metri|mètres?|米|メートル)(?![\p{L}])/u.exec(
    text.slice(m.index),
  );
  const metres = depth ? Number(depth[1]) : undefined;
  return { kind: "water", ...(metres ? { metres } : {}) };
}

const WARRANTY_WORD = /warrant|guarant|garantie|garantía|garanzia|garantia|保証|保修|质保|保固/i;
const YEARS = /(?:years?|yrs?|jahre?n?|-?jährige|ans?\b|años?|anni|anno|anos?|年)/i;
const MONTHS = /(?:months?|monate?n?|mois|mes(?:es)?|mes[ie]|meses|mês|か月|ヶ月|カ月|个月|個月)/i;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  fünf: 5,
  zehn: 10,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  cinq: 5,
  dix: 10,
  uno: 1,
  dos: 2,
  tres: 3,
  cinco: 5,
  diez: 10,
  due: 2,
  tre: 3,
  cinque: 5,
  dieci: 10,
  um: 1,
  dois: 2,
  três: 3,
  dez: 10,
};

function warranty(text: string): Fact | undefined {
  if (!WARRANTY_WORD.test(text)) return undefined;
  const figure = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
  const m = new RegExp(`${figure}[\\s-]?(${YEARS.source}|${MONTHS.source})`, "iu").exec(text);
  if (!m) return undefined;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()];
  if (!n) return undefined;
  const months = YEARS.test(m[2]!) && !MONTHS.test(m[2]!) ? n * 12 : n;
  return months >= 1 && months <= 240 ? { kind: "warranty", months } : undefined;
}

// A book's page count is labelled ("Hardcover: 176 pages", "Seitenzahl: 320", "ページ数: 258"); a bare
// "51 pages" may be the free sample.
const PAGES =
  /(?:hardcover|paperback|print length|taschenbuch|gebundene ausgabe|broschiert|broché|relié|tapa blanda|tapa dura|copertina (?:rigida|flessibile)|capa (?:dura|comum))\s*[:：]?\s*(\d{2,4})\s?(?:pages|seiten|páginas|pagine)|(?:number of pages|seitenzahl|nombre de pages|número de páginas|numero di pagine|ページ数|ページ概数|页数|頁數)\s*[:：]?\s*(\d{2,4})/i;

function pages(text: string): Fact | undefined {
  const m = PAGES.exec(text);
  const count = m ? Number(m[1] ?? m[2]) : Number.NaN;
  return count >= 10 ? { kind: "pages", count } : undefined;
}

const PACK_PATTERNS: [RegExp, "set" | "pack"][] = [
  [
    /\((\d{1,2})[- ]?tlg\.?\)|\b(\d{1,2})[- ]?tlg\b|\b(\d{1,2})[- ]?teilig|\b(\d{1,2})[- ]?(?:pcs?|pieces?|piece set|pièces|piezas|pezzi|peças)\b|set of (\d{1,2})\b|(\d{1,2})点セット|(\d{1,2})件套/i,
    "set",
  ],
  [
    /pack of (\d{1,2})\b|\b(\d{1,2})[- ]?pack\b|\b(\d{1,2})er[- ]?(?:pack|packung|set)|lot de (\d{1,2})\b|pack de (\d{1,2})\b|confezione da (\d{1,2})\b|kit com (\d{1,2})\b|(\d{1,2}) stück\b|(\d{1,2})個入り|(\d{1,2})件装|(\d{1,2})只装/i,
    "pack",
  ],
];

function pack(text: string): Fact | undefined {
  for (const [pattern, form] of PACK_PATTERNS) {
    const m = pattern.exec(text);
    const count = m ? Number(m.slice(1).find(Boolean)) : Number.NaN;
    // "Set 2-tlg" in a German name and "(Pack of 2)" in an English one; a single piece is no set.
    if (count >= 2 && count <= 99)
      return { kind: "pack", count, form: /er[- ]?set/i.test(m?.[0] ?? "") ? "set" : form };
  }
  return undefined;
}

function age(text: string): Fact | undefined {
  const range =
    /(?:ages?|age range|âge|edad|età|idade|alter|altersgruppe|対象年齢|适用年龄)\s?[:：]?\s?(\d{1,2})\s?(?:-|–|to|bis|à|a|al|aos|〜|~|至)\s?(\d{1,2})\b|(\d{1,2})\s?(?:-|–|to|bis|à|a|al|aos|〜|~|至)\s?(\d{1,2})\s?(?:years?|yrs|jahre?n?|ans|años|anni|anos|歳|岁)/i.exec(
      text,
    );
  const [from, to] = range ? [Number(range[1] ?? range[3]), Number(range[2] ?? range[4])] : [0, 0];
  // "2-3 years" beside a warranty is how long it lasts, not who it is for.
  const unlabelled = range?.[3] !== undefined;
  if (range && to > from && to <= 99 && !(unlabelled && WARRANTY_WORD.test(text))) {
    return { kind: "age", min: from, max: to };
  }
  const min =
    /(?:ages?\s?|for ages\s?|recommended age:?\s?)(\d{1,2})\s?(?:\+|and up|years and up|and over)|(\d{1,2})\s?(?:\+\s?)?(?:years?|yrs) and (?:up|over)|(\d{1,2})\+\s?(?:years?|yrs|jahre|ans|años|anni|anos)|\bab (\d{1,2}) jahren|dès (\d{1,2}) ans|à partir de (\d{1,2}) ans|a partir de (\d{1,2}) (?:años|anos)|dai (\d{1,2}) anni|(\d{1,2})歳以上|対象年齢[:：]?\s?(\d{1,2})歳|(\d{1,2})岁(?:以上|及以上)|适用年龄[:：]?\s?(\d{1,2})岁/i.exec(
      text,
    );
  const n = min ? Number(min.slice(1).find(Boolean)) : Number.NaN;
  return n >= 0 && n <= 18 ? { kind: "age", min: n } : undefined;
}

export const CARE: [CareKey, RegExp][] = [
  [
    "dishwasherSafe",
    /dishwasher|spülmaschine|lave-vaisselle|lavavajillas|lavastoviglie|lava-lou[çc]as|lava lou[çc]as|máquina de lavar lou[çc]a|食洗機|食器洗い機|洗碗机/i,
  ],
  [
    "machineWashable",
    /machine[- ]wash|maschinenwaschbar|waschmaschinenfest|in der maschine waschbar|lavable en machine|lavable a máquina|lavar a máquina|lavabile in lavatrice|lavável na máquina|lavar na máquina|洗濯機で洗え|洗濯機洗い|可机洗|机洗/i,
  ],
  [
    "handWash",
    /hand[- ]wash|handwäsche|lavage à la main|lavar a mano|lavaggio a mano|lavare a mano|lavar à mão|手洗い/i,
  ],
];

export const FEATURES: [FeatureKey, RegExp][] = [
  [
    "noiseCancelling",
    /noise[- ]cancel|\bANC\b|geräuschunterdrückung|réduction (?:active )?d?u? ?bruit|cancelación (?:activa )?de ruido|cancellazione (?:attiva )?del rumore|cancelamento (?:ativo )?de ruído|ノイズキャンセリング|降噪/i,
  ],
  ["wireless", /wireless|kabellos|sans fil|inalámbric|senza fili|sem fio|ワイヤレス|无线|無線/i],
  ["rechargeable", /rechargeable|wiederaufladbar|recargable|ricaricabile|recarregável|充電式|可充电/i],
  ["foldable", /foldable|folds? flat|faltbar|zusammenklappbar|pliable|plegable|pieghevole|dobrável|折りたたみ|可折叠/i],
  ["dimmable", /dimmable|dimmbar|à intensité variable|regulable|dimmerabile|regulável|調光|可调光/i],
  // Upper case only: "led" is also a verb ("led by", "LED-Lampe" and "LED light" are the light).
  ["led", /(?<![\p{L}\d])LED(?![\p{L}])/u],
  [
    "handmade",
    /hand-?made|handgemacht|handgefertigt|fait main|fait à la main|hecho a mano|fatto a mano|feito à mão|artesanal|ハンドメイド|手作り|手工制作|手工/i,
  ],
];

function keywords<K extends string>(text: string, table: [K, RegExp][]): K[] {
  return table
    .filter(([, pattern]) => {
      const m = pattern.exec(text);
      return m !== null && !negated(text, m.index);
    })
    .map(([key]) => key);
}

export function negated(text: string, at: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, at - 20), at));
}

const MATERIAL_KEY =
  /^(?:material|materials|materiale|matériau|matière|composition|zusammensetzung|obermaterial|composición|composizione|composição|素材|材質|材质|面料)\s*[:：]/i;
// Words right before a material that say the product is made of it (not that it comes with it).
const MATERIAL_CUE =
  /(?:made (?:of|from|in)|crafted (?:from|in|using)|constructed (?:of|from)|\b\d{1,3} ?%|\bpure|\bsolid|aus (?:reinem |echtem |massivem )?|gefertigt aus|hergestellt aus|fabriqué en|\ben pur|\btout en|fabricad[oa] en|hech[oa] de|realizzat[oa] in|fatt[oa] in|feit[oa] de|feit[oa] em|confeccionad[oa] em|素材|材质|采用|製)[^.;]{0,12}$/i;
const COLOUR_KEY = /^(?:colou?rs?|farbe|couleur|coloris|color|colore|cor|カラー|色|颜色|顏色)\s*[:：]\s*(.+)$/i;

function material(text: string, from: FactSource["from"]): Fact | undefined {
  if (FAUX.test(text)) return undefined;
  if (MATERIAL_KEY.test(text)) {
    const labelled = materialIn(text.replace(MATERIAL_KEY, ""));
    return labelled ? { kind: "material", key: labelled.key } : undefined;
  }
  const found = materialIn(text);
  if (!found) return undefined;
  if (from === "name") return { kind: "material", key: found.key };
  return MATERIAL_CUE.test(text.slice(Math.max(0, found.index - 30), found.index))
    ? { kind: "material", key: found.key }
    : undefined;
}

function colour(text: string, from: FactSource["from"]): Fact | undefined {
  const labelled = COLOUR_KEY.exec(text);
  if (labelled?.[1]) {
    const key = colourIn(labelled[1]);
    return key ? { kind: "colour", key } : undefined;
  }
  if (from !== "name") return undefined;
  // In a name, only a part of its own names the colour: "Chelsea Boot, Cognac", "Lamp - black", "(Rosso, 1 Paio)".
  const parts = text.split(/\s[-–—|]\s|,\s*|\(|\)|\//).map((p) => p.trim());
  for (const part of parts.slice(1)) {
    const key = colourIn(part);
    if (key && part.split(/\s+/).length <= 2) return { kind: "colour", key };
  }
  return undefined;
}

/**
 * Where a text comes from changes what it may say: an amount in a name is the size on sale, a
 * colour after a dash in a name is the product's; the seller's details count as such an amount.
 */
export type FactSource = { text: string; from: "name" | "text" | "details" };

/**
 * Every fact the texts give, at most one per kind (connectivity: one per kind of link), in the
 * order the texts give them. The first text wins a kind: callers pass the most reliable first.
 */
export function parseFactsFromTexts(sources: readonly FactSource[]): Fact[] {
  const found: Fact[] = [];
  const has = (f: Fact) =>
    found.some(
      (g) =>
        g.kind === f.kind &&
        (f.kind !== "connectivity" || (g.kind === "connectivity" && g.key === f.key)) &&
        (f.kind !== "care" || (g.kind === "care" && g.key === f.key)) &&
        (f.kind !== "feature" || (g.kind === "feature" && g.key === f.key)),
    );
  const add = (f: Fact | undefined) => {
    if (f && !has(f)) found.push(f);
  };
  for (const { text, from } of sources) {
    if (!text) continue;
    add(battery(text));
    add(warranty(text));
    add(age(text));
    add(dimensions(text));
    if (!found.some((f) => f.kind === "dimensions")) add(extent(text));
    add(spf(text));
    add(camera(text));
    add(screen(text));
    add(amount(text, from));
    add(batteryCapacity(text));
    add(power(text, from));
    add(storage(text));
    connectivity(text).forEach(add);
    add(water(text));
    add(pages(text));
    add(pack(text));
    add(material(text, from));
    add(readOrigin(text));
    add(colour(text, from));
    keywords(text, CARE).forEach((key) => add({ kind: "care", key }));
    keywords(text, FEATURES).forEach((key) => add({ kind: "feature", key }));
  }
  return found;
}
