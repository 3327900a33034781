import type { LanguageCode } from "../../../shared/catalog/languages";
import { foreignWords, type Allowed } from "../language/foreign-words";
import type { Part } from "./compose-script";
import { isFragment, verbatimShare } from "./script-rules";

/** Blocks the writer builds itself around the product's name: their words are the book's. */
const OWN_BLOCKS = new Set<Part["block"]>(["opening", "closing", "mentions"]);
/** Blocks that carry page or seller text, which may arrive cut off. */
const CUT_BLOCKS = new Set<Part["block"]>(["what", "features"]);

/**
 * The parts a voice of the target language can read as written (decisions 095 and 097):
 * no word of another language or script beyond the brand and model, no fragment cut off
 * mid-sentence or with an unbalanced quote, and at most one sentence-length run of page text
 * read out verbatim. A list keeps the items that pass.
 */
export function keepSpeakable(parts: Part[], language: LanguageCode, allowed: Allowed): Part[] {
  const clean = (text: string) => foreignWords(text, language, allowed).length === 0;
  let verbatim = 0;
  // Page sentences told one after another in a block read as one run of the page's text.
  let run = { block: "", share: 0, counted: false };
  const kept: Part[] = [];
  for (const part of parts) {
    if (!part.page || kept.at(-1)?.page !== true || kept.at(-1)?.block !== part.block) {
      run = { block: part.block, share: 0, counted: false };
    }
    if (OWN_BLOCKS.has(part.block)) {
      kept.push(part);
      continue;
    }
    if (part.items && part.render) {
      const items = part.items.filter(clean);
      if (items.length === 0) continue;
      const text = part.render(items).trim();
      if (!clean(text)) continue;
      kept.push({ ...part, items, text });
      continue;
    }
    // A fragment is page or seller text cut off; the book's own sentences end where they should
    // ("Suitable for ages 15 and up.", "…so keep an eye out for it!").
    if (!clean(part.text) || (CUT_BLOCKS.has(part.block) && isFragment(part.text))) continue;
    if (part.page) {
      const own = verbatimShare(part.text);
      const share = run.share + own;
      // A sentence-length one is a run of its own (the page may not have it next to the last).
      if (own >= 1 || (share >= 1 && !run.counted)) {
        if (verbatim >= 1) continue;
        verbatim += 1;
        run.counted = true;
      }
      run.share = share;
    }
    kept.push(part);
  }
  return kept;
}
