import { STOP_WORDS } from "../language/stop-words";
import { cleanText, PLACEHOLDER_MARK } from "./clean-text";

const CJK_CHAR = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\p{Script=Han}]/gu;
const LEADING_BULLET = /^(?:[\s•·▪◦‣∙●○■□✓✔✗►▶→»›+*-]|\d{1,2}[.)](?=\s)|[–—])+\s*/u;
const TRAILING_PUNCTUATION = /[\s.,;:!?。、，；：！？·•…\-–—/]+$/u;
const INLINE_BULLETS = /\s+[•·▪●■|]\s+|\s*[；;]\s+|\s+[–—]\s+(?=\p{Lu})/u;
const CODE_LABEL =
  /\b(?:sku|ean|upc|isbn|asin|gtin|mpn|item\s+(?:model\s+)?(?:no|number)|model\s+(?:no|number)|art(?:ikel)?\.?\s*-?nr|part\s+number)\b/i;
/** Words that a cut sentence must not end on ("…with", "…und"). */
const DANGLING = new Set(Object.values(STOP_WORDS).flatMap((set) => [...set]));

/**
 * Text → cleaned lines → inline bullet items → sentences, none empty. A sentence that held an
 * unfilled template field ("Buy {{name}} today") is broken, so it is dropped whole.
 */
export function splitSegments(raw: unknown, language?: string): string[] {
  const cleaned = cleanText(raw, { keepLineBreaks: true, markPlaceholders: true, ...(language ? { language } : {}) });
  return cleaned
    .split("\n")
    .flatMap((line) => line.split(INLINE_BULLETS))
    .map(stripBullet)
    .flatMap(splitSentences)
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0 && /\p{L}/u.test(segment) && !segment.includes(PLACEHOLDER_MARK))
    .map(capitaliseStart);
}

/** A clause split off at a semicolon ("grips smooth surfaces") starts a sentence of its own. */
function capitaliseStart(segment: string): string {
  return /^\p{Ll}\p{Ll}/u.test(segment) ? segment.charAt(0).toLocaleUpperCase() + segment.slice(1) : segment;
}

export function splitSentences(text: string): string[] {
  return (
    text
      // Not after an initial ("A. Shaw") or a common abbreviation ("approx. 5", "z. B.").
      .split(
        /(?<![\s(]\p{Lu}\.)(?<!\b(?:approx|incl|excl|ca|bzw|inkl|ggf|etc|vs|no|nr|art|mr|mrs|dr|st)\.)(?<=[.!?])\s+(?=[\p{Lu}\p{Lo}\d"“«¿¡])/iu,
      )
      .flatMap((part) => part.split(/(?<=[。！？])(?![」』）)])/u))
  );
}

export function stripBullet(text: string): string {
  return text.replace(LEADING_BULLET, "").trim();
}

export function stripTrailingPunctuation(text: string): string {
  return text.replace(TRAILING_PUNCTUATION, "").trim();
}

export function hasTerminalPunctuation(text: string): boolean {
  return /[.!?。！？]["”»」』)）]?$/u.test(text.trim());
}

/** Lines that are mostly part numbers, codes or figures: a voice would only spell them out. */
export function isMostlyCode(text: string): boolean {
  if (CODE_LABEL.test(text)) return true;
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  if (cjk >= 2) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return true;
  const wordy = tokens.filter((token) => {
    const letters = token.match(/\p{L}/gu)?.length ?? 0;
    return letters >= 2 && letters / token.length >= 0.6;
  });
  const hasRealWord = tokens.some((token) => (token.match(/\p{L}/gu)?.length ?? 0) >= 3);
  return !hasRealWord || wordy.length / tokens.length < 0.5;
}

/** "WATERPROOF AND DUSTPROOF DESIGN" reads as shouting in the script box; calm it down. */
export function calmShouting(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  // Short capitals are acronyms (USB, LED); long runs, even one word ("WATERPROOF"), are shouting.
  if (letters.length < 5 || upper.length / letters.length < 0.8) return text;
  if (!/\s/.test(text) && letters.length < 7) return text;
  const lower = text.toLocaleLowerCase();
  return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
}

/**
 * Cuts text to at most maxChars, at a word boundary for spaced scripts and at a comma for
 * Japanese and Chinese, and drops a dangling function word so the cut still sounds finished.
 */
export function trimToLength(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let cut = text.slice(0, maxChars);
  const isCjk = (cut.match(CJK_CHAR)?.length ?? 0) > cut.length / 3;
  const boundary = isCjk
    ? Math.max(cut.lastIndexOf("、"), cut.lastIndexOf("，"), cut.lastIndexOf(","), cut.lastIndexOf(" "))
    : cut.lastIndexOf(" ");
  // A CJK phrase cut mid-word is worse than a shorter phrase; a Latin one just loses a word.
  if (boundary > (isCjk ? 0 : maxChars * 0.5)) cut = cut.slice(0, boundary);
  cut = stripTrailingPunctuation(cut);
  if (!isCjk) {
    const words = cut.split(" ");
    while (words.length > 1 && DANGLING.has((words[words.length - 1] ?? "").toLowerCase())) words.pop();
    cut = stripTrailingPunctuation(words.join(" "));
  }
  return cut;
}

/** Rough spoken length in words; two and a half CJK characters count as one word. */
export function spokenLength(text: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  const latinWords = text
    .replace(CJK_CHAR, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\d]/u.test(w)).length;
  return latinWords + cjk / 2.5;
}

export function isCjkText(text: string): boolean {
  return (text.match(CJK_CHAR)?.length ?? 0) > 0;
}
