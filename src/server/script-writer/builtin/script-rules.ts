import type { LanguageCode } from "../../../shared/catalog/languages";
import { STOP_WORDS } from "../language/stop-words";
import { splitSentences } from "../text/segments";

/**
 * The rules every built-in script keeps whatever the page gave it (issue 25; decisions 095–097).
 * Each is a pure function on text so the tests and `bench:extract` measure exactly what the
 * writer enforces.
 */

/** The script's sentences, split as the writer splits page text (initials and abbreviations kept). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/u)
    .flatMap((line) => splitSentences(line))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Tone is a tone, not punctuation: at most one exclamation mark per three sentences. The first
 * ones allowed stay; the rest become full stops (and French loses the space before them).
 */
export function calmExclamations(text: string, language: LanguageCode): string {
  const allowed = Math.floor(sentencesOf(text).length / 3);
  let kept = 0;
  const stop = language === "ja" || language === "zh" ? "。" : ".";
  return text.replace(/\u202f?[!！]+/gu, (mark) => {
    if (kept < allowed) {
      kept += 1;
      return mark;
    }
    return stop;
  });
}

/** How many exclamation marks per sentence the text has (0 for none). */
export function exclamationRate(text: string): number {
  const sentences = sentencesOf(text).length;
  if (sentences === 0) return 0;
  return (text.match(/[!！]+/gu)?.length ?? 0) / sentences;
}

/** Words of a text for verbatim comparison: letters and digits, lower case; CJK by character. */
function units(text: string): string[] {
  return text.toLocaleLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu) ?? [];
}

/** A run this long copied from the page is a sentence read out as the shop wrote it. */
export const VERBATIM_WORDS = 10;
export const VERBATIM_CJK = 20;

/**
 * How many separate runs of page text, each at least sentence length (10 words, or 20 CJK
 * characters), the script reproduces word for word.
 */
export function verbatimRuns(script: string, page: string): number {
  return verbatimCounter(page)(script);
}

/** `verbatimRuns` against one page, its runs of page text read once for many scripts. */
export function verbatimCounter(page: string): (script: string) => number {
  const source = units(page);
  if (source.length === 0) return () => 0;
  const grams = new Set<string>();
  const cjk = (u: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(u);
  const size = (from: string[], i: number) => (from[i] && cjk(from[i]) ? VERBATIM_CJK : VERBATIM_WORDS);
  for (let i = 0; i < source.length; i++) {
    const n = size(source, i);
    if (i + n <= source.length) grams.add(source.slice(i, i + n).join(" "));
  }
  return (script) => countRuns(script, grams, size);
}

function countRuns(script: string, grams: Set<string>, size: (from: string[], i: number) => number): number {
  const said = units(script);
  const covered = new Array<boolean>(said.length).fill(false);
  for (let i = 0; i < said.length; i++) {
    const n = size(said, i);
    if (i + n <= said.length && grams.has(said.slice(i, i + n).join(" "))) covered.fill(true, i, i + n);
  }
  return covered.filter((c, i) => c && !covered[i - 1]).length;
}

/** Whether a sentence is a page sentence long enough to count as a verbatim run. */
export function isSentenceLength(sentence: string): boolean {
  return verbatimShare(sentence) >= 1;
}

/**
 * How much of a sentence-length run a text is (1 = 10 words or 20 CJK characters): short page
 * sentences told one after another add up to a run as the page wrote it.
 */
export function verbatimShare(text: string): number {
  const u = units(text);
  const cjk = u.filter((x) => x.length === 1 && /[^\p{N}a-z]/u.test(x)).length;
  return Math.max(cjk / VERBATIM_CJK, (u.length - cjk) / VERBATIM_WORDS);
}

const FUNCTION_WORDS = new Set(Object.values(STOP_WORDS).flatMap((set) => [...set]));

/**
 * A fragment, not a sentence: it ends on a comma, colon or function word ("128GB memory for,"),
 * on a dangling list ("… and"), or has unbalanced quotes or brackets.
 */
export function isFragment(sentence: string): boolean {
  const body = sentence.replace(/[.!?。！？]+["”»」』)）]?$/u, "").trim();
  if (!body) return true;
  if (/[,;:、，；：\-–—/(]$/u.test(body)) return true;
  const last = /(\p{L}+)\W*$/u.exec(body)?.[1]?.toLocaleLowerCase() ?? "";
  if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(last) && FUNCTION_WORDS.has(last)) {
    return true;
  }
  return !balanced(sentence);
}

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["(", ")"],
  ["[", "]"],
  ["«", "»"],
  ["「", "」"],
  ["『", "』"],
  ["（", "）"],
];

/** Quotes and brackets opened are closed (German »…« and „…“ included; straight quotes paired). */
export function balanced(text: string): boolean {
  for (const [open, close] of PAIRS) {
    if (text.split(open).length !== text.split(close).length) return false;
  }
  // „…“ in German, “…” elsewhere: the closing mark of one is the opening mark of the other.
  const low = text.split("„").length - 1;
  const left = text.split("“").length - 1;
  const right = text.split("”").length - 1;
  if (low > 0 ? low !== left : left !== right) return false;
  return (text.match(/"/g)?.length ?? 0) % 2 === 0;
}
