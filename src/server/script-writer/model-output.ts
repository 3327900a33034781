import type { LanguageCode } from "../../shared/catalog/languages";
import { cleanText, tidyPunctuation } from "./text/clean-text";
import { stripBullet } from "./text/segments";

const CODE_FENCE = /^\s*```[^\n]*$/gm;
/** "Here's your script:" / "Sure! Here is a 150-word script:" on the first line. */
const PREFACE = /^\s*(?:sure|certainly|of course|okay|ok|here(?:'s| is| you go))\b[^\n]{0,120}:\s*\n/i;
const HEADING = /^\s*(?:#{1,6}\s+[^\n]*|\*\*[^*\n]{1,80}\*\*:?|(?:title|script|audio script)\s*:[^\n]{0,80})\s*$/gim;
const SPEAKER_LABEL = /^\s*\**(?:narrator|voice[- ]?over|vo|announcer|speaker|host|script)\**\s*:\s*/gim;
const MARKDOWN_LINK = /\[([^\]\n]*)\]\([^)\n]*\)/g;
const STAGE_DIRECTION =
  /\[[^\]\n]{0,80}\]|\((?:music|pause|sound|sfx|jingle|upbeat|soft|background|beat|laughs?)[^)\n]{0,60}\)/gi;
const WRAPPING_QUOTES: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["“", "”"],
  ["«", "»"],
  ["「", "」"],
  ["『", "』"],
  ["'", "'"],
];

/**
 * Models add markdown, prefaces, labels and links even when told not to. The seller would see
 * them in the script box and the voice would read them out, so they are removed here.
 * Paragraph breaks survive; everything else becomes plain sentences.
 */
export function cleanModelScript(raw: string, language: LanguageCode): string {
  let text = raw.replace(/\r\n?/g, "\n").replace(CODE_FENCE, "");
  // Links first, so "[Order now](…)" keeps its words instead of passing for a stage direction.
  text = text.replace(MARKDOWN_LINK, "$1");
  text = text.replace(PREFACE, "").replace(HEADING, "").replace(SPEAKER_LABEL, "").replace(STAGE_DIRECTION, " ");

  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => cleanText(stripBullet(line), { language }))
        .filter(Boolean)
        .join(language === "ja" || language === "zh" ? "" : " "),
    )
    .map((paragraph) => tidyPunctuation(paragraph).trim())
    .filter((paragraph) => /[\p{L}\p{N}]/u.test(paragraph));

  return unwrapQuotes(withoutRepeats(paragraphs).join("\n\n"));
}

/** Models repeat a line now and then; a script never says the same sentence twice. */
function withoutRepeats(paragraphs: string[]): string[] {
  const seen = new Set<string>();
  return paragraphs
    .map((paragraph) =>
      paragraph
        // A Latin stop ends a sentence only before a space: "1.2 kg" is one figure, not "1. 2 kg".
        .split(/(?<=[.!?])\s+|(?<=[。！？])\s*/u)
        .filter((sentence) => {
          const key = sentence
            .toLocaleLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, " ")
            .trim();
          if (key.length < 12) return true;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .join(paragraph.match(/[。！？]/u) ? "" : " "),
    )
    .filter((paragraph) => paragraph.trim().length > 0);
}

function unwrapQuotes(text: string): string {
  for (const [open, close] of WRAPPING_QUOTES) {
    const inner = text.slice(open.length, text.length - close.length);
    if (text.length > 2 && text.startsWith(open) && text.endsWith(close) && !inner.includes(close)) {
      return inner.trim();
    }
  }
  return text;
}
