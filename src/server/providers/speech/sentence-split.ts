/**
 * Sentence splitting and chunking for speech. Both engines synthesize a script in
 * pieces (the OpenAI API caps input at 4,096 characters; espeak chunks give progress
 * and cancellation points), and cutting between sentences keeps the joins inaudible.
 */

const LATIN_TERMINATORS = new Set([".", "!", "?", "…"]);
/** CJK full stops end a sentence without a following space. */
const CJK_TERMINATORS = new Set(["。", "！", "？", "．"]);
const CLOSERS = new Set(['"', "'", "”", "’", "»", ")", "]", "」", "』", "）", "】"]);
/** "Mr. Smith", "z.B. das" and "approx. 5" must not end a sentence. */
const ABBREVIATIONS = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "approx",
  "no",
  "nr",
  "z.b",
  "bzw",
  "ca",
  "inkl",
  "sr",
  "sra",
  "srta",
  "mme",
  "mlle",
  "env",
  "p.ex",
  "ex",
  "incl",
]);

function endsWithAbbreviation(text: string, dotIndex: number): boolean {
  const match = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, dotIndex - 12), dotIndex));
  return match?.[1] !== undefined && ABBREVIATIONS.has(match[1].toLowerCase());
}

/** Splits text into trimmed sentences; line breaks always end a sentence. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  };
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (ch === "\n") {
      push(i);
      i += 1;
      continue;
    }
    const cjk = CJK_TERMINATORS.has(ch);
    if (!cjk && !LATIN_TERMINATORS.has(ch)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < text.length && (LATIN_TERMINATORS.has(text[end] ?? "") || CJK_TERMINATORS.has(text[end] ?? "")))
      end += 1;
    while (end < text.length && CLOSERS.has(text[end] ?? "")) end += 1;
    const next = text[end];
    // A Latin full stop needs a space (or, in CJK text, a CJK character) after it, so 24.99
    // and example.com stay whole.
    const boundary =
      cjk || next === undefined || /[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(next);
    if (boundary && !(ch === "." && end === i + 1 && endsWithAbbreviation(text, i))) push(end);
    i = end;
  }
  push(text.length);
  return sentences;
}

const CLAUSE_BREAK = /[,;:、，；：]/u;

/** Cuts one over-long sentence at clause punctuation, then spaces, then anywhere. */
function splitLong(sentence: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    let cut = -1;
    for (let j = window.length - 1; j > maxChars / 3; j -= 1) {
      if (CLAUSE_BREAK.test(window[j] ?? "")) {
        cut = j + 1;
        break;
      }
    }
    if (cut < 0) cut = window.lastIndexOf(" ") > maxChars / 3 ? window.lastIndexOf(" ") + 1 : -1;
    if (cut < 0) {
      cut = maxChars;
      // Never split a surrogate pair (emoji, rare CJK) in two.
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    }
    const piece = rest.slice(0, cut).trim();
    if (piece) pieces.push(piece);
    rest = rest.slice(cut).trimStart();
  }
  if (rest.trim()) pieces.push(rest.trim());
  return pieces;
}

/**
 * Packs whole sentences into chunks of at most `maxChars` UTF-16 units (never more
 * than the API's character count, which counts code points).
 */
export function chunkText(text: string, maxChars: number): string[] {
  if (maxChars < 2) throw new RangeError("maxChars must be at least 2");
  const chunks: string[] = [];
  let current = "";
  for (const sentence of splitSentences(text)) {
    for (const piece of sentence.length > maxChars ? splitLong(sentence, maxChars) : [sentence]) {
      const joined = current ? `${current} ${piece}` : piece;
      if (joined.length <= maxChars) {
        current = joined;
      } else {
        chunks.push(current);
        current = piece;
      }
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
