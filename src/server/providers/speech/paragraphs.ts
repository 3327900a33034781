/**
 * Paragraphs of a script: a line break in the script box starts a new one (sellers press Enter
 * once or twice). Engines put a short pause between paragraphs (issue 18, pacing).
 */
export const PARAGRAPH_PAUSE_SECONDS = 0.45;

export function scriptParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
