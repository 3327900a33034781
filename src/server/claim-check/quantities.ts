import type { LanguageCode } from "../../shared/catalog/languages";
import { KANJI_NUMBER, readKanjiNumber, readNumberWords } from "./number-words";
import { currencyBefore, isMinorUnitWord, unitAt, type UnitMeaning } from "./unit-lexicon";

/**
 * Every number in a (folded) text, with what it counts: a unit, a currency, a rating out of a
 * best value, or nothing. One reader serves the script and its sources, so "40 h", "40 hours",
 * "forty hours", "40 Stunden" and "40時間" all come out as 40 × 3,600 seconds.
 */
export type Quantity = {
  /** As written, for reasons ("40 hours"). */
  text: string;
  /** Readings of the figure: "1.500" may be 1500 or 1.5 depending on the notation. */
  values: number[];
  /** Half the last shown digit: "21.6" stands for 21.55…21.65. */
  halfStep: number;
  meanings?: UnitMeaning[];
  /** "4.5 out of 5": the best value. */
  best?: number;
  /** Spelled out ("forty"): a bare one is checked only from two up (one is also "a"). */
  spelled?: boolean;
  /** The word right before a bare figure ("spf" in "SPF 40"), which names what it counts. */
  label?: string;
  /** A bare figure followed by the thing it counts ("3 canali", "10 hooks"): it never gains a unit. */
  counted?: boolean;
  /**
   * A figure before "x" or "by" that took the unit of the figure after it ("40 x 30 cm", "46 por
   * 76 centímetros"); "2 x 100 ml" is a count, so it may also match as a bare figure.
   */
  sharedUnit?: boolean;
};

const LABEL = /([a-z]{2,})\s?[:：]?\s?$/;
/** Words before a figure that name nothing: "of 40", "up to 40", "und 40". */
const NOT_LABELS = new Set(
  "of to and or up the a an at by for with von bis zu und mit de du des la le les et a al y con e di da do em com per su sur pour par".split(
    " ",
  ),
);

const DIGITS =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}.,])(\d{1,3}(?:[,.\u00a0\u202f\u2009]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/gu;
const RATING_AFTER = /^\s*(?:out of|of|von|sur|sobre|su|de|\/|из)\s*(\d{1,3}(?:[.,]\d)?)(?![\d.,]?\d)/;
const STARS = /^\s*(?:stars?|sterne?n?|etoiles?|estrellas?|stelle|estrelas?)\b/;
const JA_RATING = /(\d+)点満点中(\d+(?:\.\d+)?)点/gu;
const ZH_RATING = /(\d+(?:\.\d+)?)分[^。！？\d]{0,8}?满分(\d+)分/gu;
/** Words that look like numbers in a language but rarely are one: it "sei" (you are), fr "neuf" (new). */
const AMBIGUOUS: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  it: new Set(["sei", "e", "un", "uno", "una"]),
  fr: new Set(["neuf", "un", "une"]),
  de: new Set(["acht", "elf", "ein", "eine", "einen", "einem", "einer"]),
  es: new Set(["un", "una", "uno"]),
  pt: new Set(["um", "uma"]),
  en: new Set(["one"]),
};

/** "1.500" → [1500, 1.5]; "1,5" → [1.5]; "24.99" → [24.99]. */
export function readFigure(raw: string): { values: number[]; halfStep: number } {
  const compact = raw.replace(/[\u00a0\u202f\u2009]/g, "");
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(compact);
  const asThousands = Number(compact.replace(/[.,]/g, ""));
  const lastMark = Math.max(compact.lastIndexOf("."), compact.lastIndexOf(","));
  const asDecimal = Number(
    lastMark < 0 ? compact : `${compact.slice(0, lastMark).replace(/[.,]/g, "")}.${compact.slice(lastMark + 1)}`,
  );
  const decimals = lastMark < 0 ? 0 : compact.length - lastMark - 1;
  if (grouped && compact.split(/[.,]/).length > 2) return { values: [asThousands], halfStep: 0.5 };
  if (grouped) return { values: [asThousands, asDecimal], halfStep: 0.0005 };
  return { values: [asDecimal], halfStep: decimals > 0 ? 0.5 * 10 ** -decimals : integerStep(asDecimal) };
}

/** A whole number said aloud may round a decimal ("13" for 12.96) but not a whole unit. */
export function integerStep(value: number): number {
  return value >= 100 ? 0.5 : 0.05;
}

type Span = { start: number; end: number };

/**
 * A number under 100 said right after an amount and ending the phrase ("… y cinco", " 50."),
 * the smaller unit people leave unsaid: centimetres after metres, cents after a currency.
 */
const PHRASE_END = /^\s*(?:[.,;:!?)]|$)/;
const SIZE_END =
  /^\s*(?:[.,;:!?)]|$|(?:de|of|di|da|do|d')\b|wide|long|high|tall|breit|lang|hoch|large|long|haut|largo|ancho|alto|largura|comprimento|altura)/;

function spokenUnder100(
  after: string,
  language: LanguageCode | undefined,
  end: RegExp,
): { value: number; length: number } | undefined {
  const lead = /^\s*(?:(?:and|und|et|y|con|e)\s+)?/.exec(after)![0].length;
  const rest = after.slice(lead);
  let value: number | undefined;
  let length = 0;
  const digits = /^\d{1,2}(?![\d.,]?\d)/.exec(rest);
  if (digits) {
    value = Number(digits[0]);
    length = digits[0].length;
  } else if (language) {
    const tokens = [...rest.matchAll(/[a-z]+/g)].slice(0, 4);
    if (tokens.length === 0 || tokens[0]!.index !== 0) return undefined;
    const read = readNumberWords(
      tokens.map((t) => t[0]),
      0,
      language,
    );
    if (!read) return undefined;
    const last = tokens[read.words - 1]!;
    value = read.value;
    length = last.index + last[0].length;
  }
  if (value === undefined || value <= 0 || value >= 100 || !end.test(rest.slice(length))) return undefined;
  return { value, length: lead + length };
}

/**
 * Durations said with an article or a half: "an hour", "half an hour", "a day and a half",
 * "media hora", "une demi-heure", "eine halbe Stunde", "anderthalb Stunden", "mezz'ora", "meia
 * hora". Group 1 says how many, group 2 is the unit word, group 3 an "and a half" after it.
 */
const TIME_WORDS = "hours?|days?|weeks?|months?|years?|minutes?";
const HALVES: Partial<Record<LanguageCode, RegExp>> = {
  en: new RegExp(`\\b(half an?|an?)\\s+(${TIME_WORDS})\\b( and a half)?`, "g"),
  es: /\b(media|medio)\s+(hora|dia|ano|mes|minuto)\b()/g,
  fr: /\b(une demi|un demi)[- ](heure|journee|jour)\b()/g,
  de: /\b(eine halbe|ein halber|einen halben|ein halbes|anderthalb|eineinhalb)\s+(stunden?|tage?|jahre?|monate?|minuten?)\b()/g,
  it: /\b(mezz)'(ora)\b()/g,
  pt: /\b(meia)\s+(hora)\b()/g,
};
const HALF = /^(?:half|media|medio|une demi|un demi|eine halbe|ein halber|einen halben|ein halbes|mezz|meia)/;
const ONE_AND_HALF = /^(?:anderthalb|eineinhalb)$/;

/** A word after a bare figure: the thing counted ("3 canali", "10 hooks", "2 Stück"). */
const COUNTED = /^\s(\p{L}{3,})/u;
/** A unit in brackets at the end of a label: "(w mm):", "(in cm)", "(kg)". */
const LABEL_UNIT = /\((?:[a-z]{1,2}\s)?([^()\s\d]{1,6})\)\s?[:：]?\s?$/;
/** What joins the figures of a size: "40 x 30", "8.5 by 10", "46 por 76", "60 mal 30". */
const DIMENSION_JOIN = /^\s*(?:x|by|por|par|per|mal)\s*$/;

function labelUnit(before: string): UnitMeaning[] | undefined {
  const m = LABEL_UNIT.exec(before);
  if (!m) return undefined;
  const unit = unitAt(m[1]!);
  return unit && unit.length === m[1]!.length && unit.meanings.every((u) => u.kind === "unit")
    ? unit.meanings
    : undefined;
}

/**
 * "40 x 30 cm", "8.5 by 10 inches", "46 por 76 centímetros": the unit after the last figure of a
 * size is every figure's. Right to left, so "21.59 x 2.03 x 25.4 cm" gives all three centimetres.
 */
function shareDimensionUnits(text: string, found: Quantity[], taken: Span[]): void {
  const order = found.map((_, i) => i).sort((a, b) => taken[b]!.start - taken[a]!.start);
  for (let k = 1; k < order.length; k += 1) {
    const q = found[order[k]!]!;
    const next = found[order[k - 1]!]!;
    if (q.meanings || q.best !== undefined || !next.meanings?.every((m) => m.kind === "unit")) continue;
    if (!DIMENSION_JOIN.test(text.slice(taken[order[k]!]!.end, taken[order[k - 1]!]!.start))) continue;
    q.meanings = next.meanings;
    q.sharedUnit = true;
    q.label = undefined;
    q.counted = undefined;
  }
}

/** Reads the unit (or rating, or cents) after a number ending at `end`. */
function tail(text: string, end: number, q: Quantity, language: LanguageCode | undefined): number {
  const rest = text.slice(end, end + 40);
  const rating = RATING_AFTER.exec(rest);
  if (rating && !q.spelled) {
    const best = Number(rating[1]!.replace(",", "."));
    if ([5, 10, 100].includes(best) && q.values.some((v) => v <= best)) {
      q.best = best;
      return end + rating[0].length;
    }
  }
  if (STARS.test(rest)) {
    q.best = 5;
    return end;
  }
  const andHalf = /^\s(?:and a half|and one half|y medio|e mezzo|e meio)(?=\s)/.exec(rest);
  if (andHalf) {
    q.values = q.values.map((v) => v + 0.5);
    q.text += andHalf[0];
    return tail(text, end + andHalf[0].length, q, language);
  }
  const gap = /^[\s-]?/.exec(rest)![0].length;
  // The writer spells a currency it has no word for: "270 H R K".
  const spelled = /^\s([a-z]) ([a-z]) ([a-z])(?![a-z])/.exec(rest);
  if (spelled) {
    q.meanings = [{ kind: "currency", codes: [`${spelled[1]}${spelled[2]}${spelled[3]}`.toUpperCase()] }];
    q.text = text.slice(end - q.text.length, end + spelled[0].length);
    return end + spelled[0].length;
  }
  const unit = unitAt(rest.slice(gap));
  if (!unit) return end;
  const after = rest.slice(gap + unit.length);
  // "2 in 1", "from 2 to 5": a preposition, not a unit.
  if (/^(?:in|to|an|s|m|t)$/.test(rest.slice(gap, gap + unit.length)) && /^\s*(?:\d|one|a\b)/.test(after)) return end;
  // "2032 DL2032": letters glued to digits start a code, not a unit ("2h30" is read below).
  const isHour = unit.meanings.some((m) => m.kind === "unit" && m.dimension === "time" && m.factor === 3600);
  if (/^[a-z]/.test(rest.slice(gap)) && /^\d/.test(after) && !(isHour && /^\d{2}(?!\d)/.test(after))) return end;
  q.meanings = unit.meanings;
  q.text = text.slice(end - q.text.length, end + gap + unit.length);
  let stop = end + gap + unit.length;
  // "2h30" is two and a half hours.
  const minutes = /^(\d{2})(?:\s?(?:min|m))?(?![\p{L}\d])/u.exec(after);
  if (minutes && unit.meanings.some((m) => m.kind === "unit" && m.dimension === "time" && m.factor === 3600)) {
    q.values = q.values.map((v) => v + Number(minutes[1]) / 60);
    q.halfStep = 0.5 / 60;
    stop += minutes[0].length;
    return stop;
  }
  // "duas horas e meia", "deux heures et demie": and a half.
  const half = /^\s*(?:e|y|et|und) (?:meia|meio|media|medio|demie|demi|mezza|mezzo|halb)\b/.exec(after);
  if (half) {
    q.values = q.values.map((v) => v + 0.5);
    return stop + half[0].length;
  }
  // "un metro veinte", "ein Meter zwanzig", "one metre five": metres and centimetres said together.
  if (unit.meanings.some((m) => m.kind === "unit" && m.dimension === "length" && m.factor === 1000)) {
    const cm = spokenUnder100(after, language, SIZE_END);
    if (cm) {
      q.values = q.values.map((v) => v + cm.value / 100);
      q.halfStep = 0.005;
      return stop + cm.length;
    }
  }
  // "24 US dollars and 99 cents", "129 euros y 99 céntimos"; "doze libras e cinquenta", "12 Euro 50".
  if (unit.meanings.some((m) => m.kind === "currency")) {
    const cents = spokenUnder100(after, language, PHRASE_END);
    if (cents) {
      q.values = q.values.map((v) => v + cents.value / 100);
      q.halfStep = 0.005;
      q.text = text.slice(end - (q.text.length - gap - unit.length), stop + cents.length);
      return stop + cents.length;
    }
    const minor = /^\s*(?:and|und|et|y|con|e|with)\s+(\d{1,2}|[a-z]+(?:[ -][a-z]+){0,2})\s+([a-z]+)/.exec(after);
    if (minor && isMinorUnitWord(minor[2]!)) {
      const digits = /^\d+$/.test(minor[1]!) ? Number(minor[1]) : undefined;
      const spelled = digits ?? (language ? readNumberWords(minor[1]!.split(/[ -]/), 0, language)?.value : undefined);
      if (spelled !== undefined && spelled < 100) {
        q.values = q.values.map((v) => v + spelled / 100);
        q.halfStep = 0.005;
        stop += minor[0].length;
        q.text = text.slice(end - (q.text.length - gap - unit.length), stop);
      }
    }
  }
  return stop;
}

/**
 * The quantities in folded `text`. With a language, numbers spelled in it count too ("forty
 * hours"); sources pass `undefined` and are read in every language we speak.
 */
export function readQuantities(raw: string, language: LanguageCode | "any"): Quantity[] {
  // "158x198x61 cm", "18"x30"": each figure stands alone.
  const text = raw
    .replace(/(\d(?:"|″|'')?)\s?[x×*]\s?(?=\d)/g, "$1 x ")
    // "1-3/4"" is one and three quarter inches.
    .replace(
      /(\d+)[- ](\d{1,2})\/(\d{1,2})(?=\s?(?:"|″|''|in\b|inch))/g,
      (_, whole: string, top: string, bottom: string) =>
        String(Math.round((Number(whole) + Number(top) / Number(bottom)) * 100) / 100),
    );
  const found: Quantity[] = [];
  const taken: Span[] = [];
  const free = (start: number, end: number) => !taken.some((s) => start < s.end && end > s.start);

  const ratingPatterns: [RegExp, (m: RegExpExecArray) => [string, string]][] = [
    [JA_RATING, (m) => [m[2]!, m[1]!]],
    [ZH_RATING, (m) => [m[1]!, m[2]!]],
  ];
  for (const [pattern, pick] of ratingPatterns) {
    for (const m of text.matchAll(pattern)) {
      const [value, best] = pick(m);
      found.push({ text: m[0], ...readFigure(value), best: Number(best) });
      taken.push({ start: m.index, end: m.index + m[0].length });
    }
  }

  for (const m of text.matchAll(DIGITS)) {
    const start = m.index;
    if (!free(start, start + m[0].length)) continue;
    const q: Quantity = { text: m[0], ...readFigure(m[1]!) };
    const next = text[start + m[0].length] ?? "";
    const end = tail(text, start + m[0].length, q, language === "any" ? undefined : language);
    // "628b" in "rt628b" is part of a code, not a number.
    if (
      !q.meanings &&
      !q.best &&
      /\p{L}/u.test(next) &&
      !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(next)
    )
      continue;
    const before = currencyBefore(text.slice(Math.max(0, start - 6), start));
    if (before && !q.meanings) q.meanings = [{ kind: "currency", codes: before }];
    // "Grubość (w mm): 36", "Weight (kg): 5": the label's unit is the figure's.
    if (!q.meanings && !q.best) q.meanings = labelUnit(text.slice(Math.max(0, start - 24), start));
    if (!q.meanings && !q.best) {
      const label = LABEL.exec(text.slice(Math.max(0, start - 16), start))?.[1];
      if (label && !NOT_LABELS.has(label)) q.label = label;
      const counted = COUNTED.exec(text.slice(end, end + 24))?.[1];
      if (counted && !NOT_LABELS.has(counted)) q.counted = true;
    }
    found.push(q);
    taken.push({ start, end });
  }

  for (const lang of language === "any" ? (["en", "es", "fr", "de", "it", "pt"] as const) : [language]) {
    const pattern = HALVES[lang];
    if (!pattern) continue;
    for (const m of text.matchAll(pattern)) {
      const unit = unitAt(m[2]!);
      if (!unit || !free(m.index, m.index + m[0].length)) continue;
      const value = (HALF.test(m[1]!) ? 0.5 : ONE_AND_HALF.test(m[1]!) ? 1.5 : 1) + (m[3] ? 0.5 : 0);
      found.push({ text: m[0], values: [value], halfStep: 0.05, meanings: unit.meanings, spelled: true });
      taken.push({ start: m.index, end: m.index + m[0].length });
    }
  }

  const languages: LanguageCode[] =
    language === "any"
      ? ["en", "de", "fr", "es", "it", "pt"]
      : language === "ja" || language === "zh"
        ? []
        : [language];
  if (languages.length > 0) {
    const tokens = [...text.matchAll(/[a-z]+/g)];
    const words = tokens.map((t) => t[0]);
    for (const lang of languages) {
      for (let i = 0; i < words.length; i += 1) {
        const start = tokens[i]!.index;
        if (!free(start, start + words[i]!.length)) continue;
        const read = readNumberWords(words, i, lang);
        if (!read) continue;
        const last = tokens[i + read.words - 1]!;
        const wordEnd = last.index + last[0].length;
        if (read.words === 1 && AMBIGUOUS[lang]?.has(words[i]!)) {
          // An ambiguous word counts only with a unit after it ("un an", "sei ore").
          const probe: Quantity = { text: words[i]!, values: [read.value], halfStep: 0.05, spelled: true };
          const end = tail(text, wordEnd, probe, lang);
          if (probe.meanings?.some((m) => m.kind === "unit")) {
            found.push(probe);
            taken.push({ start, end });
          }
          continue;
        }
        const q: Quantity = {
          text: text.slice(start, wordEnd),
          values: [read.value],
          halfStep: integerStep(read.value),
          spelled: true,
        };
        const end = tail(text, wordEnd, q, lang);
        found.push(q);
        taken.push({ start, end });
        i += read.words - 1;
      }
    }
  }

  shareDimensionUnits(text, found, taken);

  if (language === "ja" || language === "zh" || language === "any") {
    for (const m of text.matchAll(KANJI_NUMBER)) {
      if (!free(m.index, m.index + m[0].length)) continue;
      const value = readKanjiNumber(m[0]);
      if (value === undefined) continue;
      const q: Quantity = { text: m[0], values: [value], halfStep: integerStep(value), spelled: true };
      const end = tail(text, m.index + m[0].length, q, undefined);
      // A kanji numeral counts only before a unit: "一番" and "统一" are words.
      if (!q.meanings) continue;
      found.push(q);
      taken.push({ start: m.index, end });
    }
  }
  return found;
}
