import { STOP_WORDS } from "../language/stop-words";
/**
 * Turns page or seller text into plain text a voice can read: no markup, entities, URLs,
 * emoji, code-ish junk or stringified nulls. Everything the built-in writer speaks passes here.
 */

/** Pages can be huge; nothing past this is ever spoken, so it is not worth cleaning. */
const MAX_INPUT_CHARS = 20_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  euro: "€",
  pound: "£",
  yen: "¥",
  copy: "",
  reg: "",
  trade: "",
  deg: "°",
  times: "×",
};

// Function words that start a new sentence or phrase when glued to the word before them.
const GLUE_WORDS = new Set(Object.values(STOP_WORDS).flatMap((set) => [...set]));

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+)(;?)/gi;
/** Entities browsers decode even without the semicolon; others need it to count as one. */
const LOOSE_ENTITIES = new Set(["amp", "lt", "gt", "quot", "nbsp"]);
const BLOCK_WITH_CONTENT = /<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi;
const BREAKING_TAG = /<\/?(br|p|div|li|ul|ol|tr|h[1-6]|section|article)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!][^>]*>/gi;
const URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"')\]]+/gi;
// Bounded repeats (DNS labels are at most 63 characters) keep these linear on a 20,000-character
// run without spaces, which unbounded ones would backtrack over quadratically.
const BARE_DOMAIN =
  /\b[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.(?:com|net|org|shop|store|info|biz|io|co|app|de|fr|es|it|pt|br|jp|cn|uk|us|eu)\b(?:\/[^\s]*)?/gi;
const EMAIL = /[^\s@]{1,64}@[^\s@.]{1,63}(?:\.[^\s@.]{1,63}){1,4}/g;
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
const STRINGIFIED_JUNK = /\[object \w+\]|\bundefined\b|\bNaN\b/g;
const NULL_WORD = /\bnull\b/g;
/** Control and format characters (zero-width spaces, bidi marks, BOM) and emoji variation selectors. */
const INVISIBLE = /(?![\n\r\t])[\p{Cc}\p{Cf}\u2028\u2029\p{Variation_Selector}]/gu;
const PICTOGRAPH = /\p{Extended_Pictographic}/gu;
/** Characters a voice either spells out or chokes on; none of them carries meaning in copy. */
const SYMBOLS = /[<>{}[\]|\\^~`*_#=]+/g;

/**
 * Template fields a shop forgot to fill: "$metabrand", "{{brand}}", "${price}", "{name}",
 * "%product_name%", "[%=alt%]", "[[title]]", "__NAME__". Matched before markup is stripped.
 */
const PLACEHOLDER =
  /\$\{[^}]{0,60}\}|\{\{[^}]{0,60}\}\}|\{%[^}]{0,60}%\}|\[%[^\]]{0,60}%\]|\[\[[^\]]{0,60}\]\]|<%[^>]{0,60}%>|\$[a-z_][a-z0-9_.]{1,40}\b|\{[a-z_][a-z0-9_.]{0,40}\}|%[a-z_][a-z0-9_]{1,40}%|(?-i:\b__[A-Z][A-Z0-9_]{1,40}__\b)/gi;
/** Marks where a placeholder stood, so a caller splitting sentences can drop the broken one. */
export const PLACEHOLDER_MARK = "\uE000";

/**
 * Words run together where markup or a careless join removed the space: "PC can do.Plus",
 * "softer,more", "laptopWith". A capital glued to a lower-case word splits only before a
 * function word, so "iPhone", "PlayStation" and "MacBook" stay whole.
 */
function unglue(text: string): string {
  // Lookbehinds rather than captured runs: a 5,000-letter word must not be rescanned per letter.
  return text
    .replace(/(?<=\p{Ll}{2})([.!?])(?=\p{Lu}\p{Ll})/gu, "$1 ")
    .replace(/(?<=\p{Ll})([,;])(?=\p{L})/gu, "$1 ")
    .replace(/(?<=\p{Ll}{3})\p{Lu}\p{Ll}{1,20}(?!\p{Ll})/gu, (right: string) =>
      GLUE_WORDS.has(right.toLowerCase()) ? `. ${right}` : right,
    );
}

export type CleanOptions = {
  /** Keep line breaks (for splitting into lines later); otherwise they become spaces. */
  keepLineBreaks?: boolean;
  /** German "null" means zero ("null Emissionen"), so it becomes 0 rather than vanishing. */
  language?: string;
  /** Leave PLACEHOLDER_MARK where a placeholder stood instead of a space. */
  markPlaceholders?: boolean;
};

export function cleanText(raw: unknown, options: CleanOptions = {}): string {
  if (typeof raw !== "string") return "";
  let text = raw.slice(0, MAX_INPUT_CHARS);
  // Repeatedly, because pages double-encode ("&amp;lt;b&amp;gt;").
  for (let round = 0; round < 4; round++) {
    const decoded = decodeEntities(text);
    if (decoded === text) break;
    text = decoded;
  }
  // Whatever is still encoded after that is junk, not text.
  text = text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, " ");
  text = text.replace(PLACEHOLDER, options.markPlaceholders ? ` ${PLACEHOLDER_MARK} ` : " ");
  text = text
    .replace(BLOCK_WITH_CONTENT, " ")
    .replace(BREAKING_TAG, "\n")
    .replace(ANY_TAG, " ")
    .replace(MARKDOWN_LINK, "$1")
    .replace(URL, " ")
    .replace(EMAIL, " ")
    .replace(BARE_DOMAIN, " ")
    .replace(STRINGIFIED_JUNK, " ")
    .replace(NULL_WORD, options.language === "de" ? "0" : " ")
    .replace(INVISIBLE, "")
    .replace(PICTOGRAPH, " ")
    .replace(SYMBOLS, " ")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ");
  text = text.replace(/\s*(?:\.{2,}|…)\s*/g, ". ");
  text = unglue(text);
  text = options.keepLineBreaks
    ? text.replace(/[^\S\n]+/g, " ").replace(/ *\n[\s]*/g, "\n")
    : text.replace(/\s+/g, " ");
  return tidyPunctuation(text).trim();
}

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string, semicolon: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith("#x")) return fromCodePoint(Number.parseInt(lower.slice(2), 16)) ?? " ";
    if (lower.startsWith("#")) return fromCodePoint(Number.parseInt(lower.slice(1), 10)) ?? " ";
    // "Black&White" is text, not an entity: without a semicolon only the usual suspects decode.
    if (!semicolon && !LOOSE_ENTITIES.has(lower)) return whole;
    return NAMED_ENTITIES[lower] ?? " ";
  });
}

/**
 * Collapses what joining and stripping leave behind: runs of sentence marks, commas before a
 * full stop, spaces before commas and full stops, and dangling opening punctuation.
 */
export function tidyPunctuation(text: string): string {
  // Only plain spaces collapse: French keeps its narrow no-break space before "?" "!" ":".
  return text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\(\s*\)/g, "")
    .replace(/ +([.,])/g, "$1")
    .replace(/([,;:])\s*(?=[.!?。！？])/g, "")
    .replace(/([.!?。！？])(?:\s*[.!?。！？,;:、，])+/g, "$1")
    .replace(/^[ \t.,;:!?、，。]+/gm, "")
    .replace(/[ ]+$/gm, "");
}

function fromCodePoint(codePoint: number): string | undefined {
  if (!Number.isFinite(codePoint) || codePoint < 32 || codePoint > 0x10ffff) return undefined;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return undefined;
  return String.fromCodePoint(codePoint);
}
