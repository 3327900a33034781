import type { LanguageCode } from "../../../shared/catalog/languages";
import type { ScriptLength, ScriptTone } from "../../../shared/generator/script-style";
import { estimateSpeechSeconds } from "../../../shared/generator/speech-estimate";
import type { Fact, Period } from "../facts/fact-types";
import { parseFactsFromTexts } from "../facts/read-facts";
import { detectLanguage, type DetectedLanguage } from "../language/detect-language";
import { cleanText } from "../text/clean-text";
import { splitSegments } from "../text/segments";
import {
  ASKING,
  LENGTH_FIGURE,
  LENGTH_LIMITER,
  LONG_WORD,
  MENTION_PATTERNS,
  NEGATION,
  OMIT_TOPICS,
  ONE_MINUTE,
  OTHER_REQUEST,
  SCRIPT_NOUN,
  SHORT_WORD,
  TONE_NOUN,
  TONE_VERB,
  TONE_WORDS,
  type OmitTopic,
} from "./instruction-patterns";
import { asStatement } from "./statement";

export type { OmitTopic } from "./instruction-patterns";

/** A request to say something, in the language the seller wrote it in. */
export type Mention = { text: string; language: DetectedLanguage | undefined };

/**
 * The seller's "Product Details & Requirements" split into what to follow and what to say.
 * Instructions (tone, length, "don't mention the price", "mention that…") are followed and never
 * read aloud; the rest is product information. Decision 023.
 */
export type DetailsReading = {
  tone?: ScriptTone;
  /** A length the seller named: a preset word ("short") or a figure ("30 seconds", "60 words"). */
  length?: ScriptLength;
  seconds?: number;
  omit: Set<OmitTopic>;
  /** What the seller asked to be said, as statements. */
  mentions: Mention[];
  /** Facts read from the details in any language, said in the script's. */
  facts: Fact[];
  /** The details' own sentences that are product information, not instructions. */
  factSegments: string[];
  /** The seller's requests as written (for a language model, which follows them itself). */
  instructions: string[];
  /** The language the details are mostly written in. */
  language: DetectedLanguage | undefined;
};

const MAX_REQUEST_CHARS = 300;

export function readDetails(details: unknown): DetailsReading {
  const reading: DetailsReading = {
    omit: new Set(),
    mentions: [],
    facts: [],
    factSegments: [],
    instructions: [],
    language: undefined,
  };
  const cleaned = cleanText(details);
  if (!cleaned) return reading;
  reading.language = detectLanguage(cleaned);
  const mentionTexts: string[] = [];
  for (const segment of splitSegments(details)) {
    const language = detectLanguage(segment) ?? reading.language;
    // Requests are short; a long paragraph is product information, and is not searched for them.
    if (segment.length > MAX_REQUEST_CHARS) {
      reading.factSegments.push(segment);
      continue;
    }
    if (readOmission(segment, reading)) {
      reading.instructions.push(segment);
      continue;
    }
    const mention = readMention(segment);
    if (mention !== undefined) {
      reading.instructions.push(segment);
      mentionTexts.push(mention);
      const statement = asStatement(mention, language);
      if (statement) reading.mentions.push({ text: statement, language });
      continue;
    }
    const tone = readTone(segment);
    const length = readLength(segment, language);
    if (tone.tone) reading.tone = tone.tone;
    if (length) {
      // The last length asked for wins, figure and preset together.
      delete reading.seconds;
      Object.assign(reading, length);
    }
    if (tone.request || length || OTHER_REQUEST.test(segment.trim())) {
      reading.instructions.push(segment);
      continue;
    }
    reading.factSegments.push(segment);
  }
  reading.facts = parseFactsFromTexts(
    [...mentionTexts, ...reading.factSegments].map((text) => ({ text, from: "text" })),
  );
  const shipping = readFreeShipping([...mentionTexts, ...reading.factSegments]);
  if (shipping) {
    reading.facts.push(shipping.fact);
    // Said once, in the script's own words, rather than also as the seller typed it.
    reading.mentions = reading.mentions.filter((m) => !FREE_SHIPPING.test(m.text));
    reading.factSegments = reading.factSegments.filter((s) => !FREE_SHIPPING.test(s));
  }
  return reading;
}

function readOmission(segment: string, reading: DetailsReading): boolean {
  if (!NEGATION.test(segment)) return false;
  let found = false;
  for (const [topic, pattern] of OMIT_TOPICS) {
    if (pattern.test(segment)) {
      reading.omit.add(topic);
      found = true;
    }
  }
  // "No batteries needed" names no topic and is a fact; "Don't mention the price" is an instruction.
  return (
    found && (segment.length <= 80 || ASKING.test(segment) || /mention|erwähn|mentionn|mencion|menzion/i.test(segment))
  );
}

function readMention(segment: string): string | undefined {
  for (const pattern of MENTION_PATTERNS) {
    const content = pattern.exec(segment.trim())?.[1]?.trim();
    if (content) return content;
  }
  return undefined;
}

/**
 * A request about the tone: a known tone word with "tone"/"style" or a verb asking for it. "Use
 * a cosy tone" names no preset we have, but is still a request, never a line to read out.
 */
function readTone(segment: string): { tone?: ScriptTone; request: boolean } {
  // Short requests only: "Use a warm, friendly tone", not a paragraph that happens to say "be".
  if (segment.length > 120) return { request: false };
  const noun = TONE_NOUN.test(segment);
  if (!noun && !TONE_VERB.test(segment)) return { request: false };
  const tone = TONE_WORDS.find(([, pattern]) => pattern.test(segment))?.[0];
  return { ...(tone ? { tone } : {}), request: tone !== undefined || (noun && TONE_VERB.test(segment)) };
}

/** About how long the seller wants it, as a preset and, for a figure, in seconds. */
function readLength(
  segment: string,
  language: DetectedLanguage | undefined,
): { length: ScriptLength; seconds?: number } | undefined {
  if (segment.length > 120) return undefined;
  const figure = LENGTH_FIGURE.exec(segment);
  if (
    figure &&
    (LENGTH_LIMITER.test(segment) || SCRIPT_NOUN.test(segment) || ASKING.test(segment) || segment.length <= 30)
  ) {
    const n = Number(figure[1]);
    const unit = figure[2]!.toLowerCase();
    let seconds: number;
    if (/^(?:s|sec|seg|sek|秒)/.test(unit)) seconds = n;
    else if (/^(?:min|分)/.test(unit)) seconds = n * 60;
    else {
      // Words (or characters, in Japanese and Chinese) at the pace the estimate uses.
      const sample = /字|文字/.test(unit) ? "字".repeat(n) : "word ".repeat(n);
      seconds = estimateSpeechSeconds(sample, /字|文字/.test(unit) ? (language === "zh" ? "zh" : "ja") : "en");
    }
    if (seconds >= 5 && seconds <= 600) return { length: presetFor(seconds), seconds };
  }
  if (ONE_MINUTE.test(segment) && (ASKING.test(segment) || SCRIPT_NOUN.test(segment) || LENGTH_LIMITER.test(segment))) {
    return { length: "long", seconds: 60 };
  }
  const asked = ASKING.test(segment) || SCRIPT_NOUN.test(segment);
  if (asked && SHORT_WORD.test(segment)) return { length: "short" };
  if (asked && LONG_WORD.test(segment) && SCRIPT_NOUN.test(segment)) return { length: "long" };
  return undefined;
}

function presetFor(seconds: number): ScriptLength {
  if (seconds <= 22) return "short";
  if (seconds <= 45) return "standard";
  return "long";
}

const FREE_SHIPPING =
  /(?:shipping|delivery|versand|lieferung|livraison|envío|envio|spedizione|frete|entrega)[^.!?。]{0,40}(?:free|kostenlos|gratis|offerte?|gratuite?|gratuit[oa]|grátis)|free (?:shipping|delivery)|ships free|shipping is free|delivery is free|kostenlose[rn]? (?:versand|lieferung)|versandkostenfrei|gratis[- ]?versand|versand (?:ist )?(?:kostenlos|gratis)|livraison (?:gratuite|offerte)|frais de port (?:offerts|gratuits)|envío (?:gratis|gratuito)|el envío es gratis|spedizione (?:gratuita|gratis)|la spedizione è gratuita|frete grátis|envio (?:grátis|gratuito)|entrega grátis|o frete é grátis|送料無料|包邮|免运费|免费配送|免费送货/iu;
const THRESHOLD_CUE =
  /(?:over|above|from|more than|ab|über|dès|à partir de|au-dessus de|plus de|desde|a partir de|más de|por encima de|sopra|oltre|a partire da|da|acima de|mais de|満|满|以上)/iu;
const CURRENCY_WORDS: [RegExp, string][] = [
  [/€|euros?|eur\b|ユーロ|欧元/iu, "EUR"],
  [/£|pounds?|gbp|ポンド|英镑/iu, "GBP"],
  [/us\$|usd|dollars?|\$|ドル|美元/iu, "USD"],
  [/円|yen|jpy|日元/iu, "JPY"],
  [/人民币|yuan|cny|rmb|元/iu, "CNY"],
  [/r\$|reais|real|brl/iu, "BRL"],
];
const PERIODS: [Period, RegExp][] = [
  ["thisMonth", /this month|diesen monat|in diesem monat|ce mois|este mes|questo mese|este mês|今月|本月/iu],
  ["thisWeek", /this week|diese woche|cette semaine|esta semana|questa settimana|今週|本周/iu],
  ["today", /\btoday\b|\bheute\b|aujourd'hui|\bhoy\b|\boggi\b|\bhoje\b|本日|今日|今天/iu],
];

/** "Free shipping over 50 euros this month", in any of our languages. */
function readFreeShipping(texts: string[]): { fact: Fact } | undefined {
  for (const text of texts) {
    if (!FREE_SHIPPING.test(text)) continue;
    const period = PERIODS.find(([, pattern]) => pattern.test(text))?.[0];
    const money =
      /(?:(€|£|us\$|\$|r\$)\s?(\d+(?:[.,]\d{1,2})?))|(?:(\d+(?:[.,]\d{1,2})?)\s?(€|£|\$|euros?|eur\b|pounds?|gbp|dollars?|usd|yen|円|jpy|yuan|元|cny|rmb|reais|brl|ユーロ|ドル|ポンド|欧元|美元|英镑|人民币|日元))/iu.exec(
        text,
      );
    let threshold: { amount: number; currency: string } | undefined;
    if (money && THRESHOLD_CUE.test(text)) {
      const amount = Number((money[2] ?? money[3] ?? "").replace(",", "."));
      const sign = money[1] ?? money[4] ?? "";
      const currency = CURRENCY_WORDS.find(([pattern]) => pattern.test(sign))?.[1];
      if (currency && amount > 0) threshold = { amount, currency };
    }
    return { fact: { kind: "freeShipping", ...(threshold ? { threshold } : {}), ...(period ? { period } : {}) } };
  }
  return undefined;
}

export function isFreeShippingText(text: string): boolean {
  return FREE_SHIPPING.test(text);
}

/** For the prompt: the language a mention was written in, or the page's, as a code. */
export function mentionLanguage(mention: Mention, fallback: LanguageCode): LanguageCode {
  return mention.language && mention.language !== "other" ? mention.language : fallback;
}
