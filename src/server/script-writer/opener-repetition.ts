import type { LanguageCode } from "../../shared/catalog/languages";
import type { ProductFacts } from "../../shared/generator/product-facts";
import type { ScriptTone } from "../../shared/generator/script-style";
import { writeBuiltinScript } from "./builtin-writer";
import { openingOf } from "./script-measures";
import { ScriptWriterError } from "./script-writer-provider";

export type OpenerRepetition = {
  scripts: number;
  /** Windows of ten consecutive scripts with two alike openings, per window. */
  repetition: number;
  /** How many different openings the whole run has. */
  distinct: number;
};

/**
 * Issue 25's "no two of ten consecutive scripts of one batch start the same way", for one tone:
 * the pages written as one batch (rotation by position, a seed per page, as a batch item gets),
 * at the given creativity (the generator's default, 0.7, unless told). `openingOf` says what
 * "start the same way" means. Decision 133.
 */
export function openerRepetition(
  pages: ReadonlyArray<{ file: string; facts: ProductFacts }>,
  language: LanguageCode,
  tone: ScriptTone,
  creativity = 0.7,
): OpenerRepetition {
  const openings: string[] = [];
  pages.forEach(({ file, facts }, position) => {
    try {
      const text = writeBuiltinScript({
        facts,
        language,
        creativity,
        tone,
        seed: file,
        rotation: { key: "bench-batch", position },
      });
      openings.push(openingOf(text, language));
    } catch (error) {
      if (!(error instanceof ScriptWriterError)) throw error;
    }
  });
  let windows = 0;
  let repeated = 0;
  for (let i = 0; i + 10 <= openings.length; i++) {
    windows += 1;
    if (new Set(openings.slice(i, i + 10)).size < 10) repeated += 1;
  }
  return {
    scripts: openings.length,
    repetition: windows > 0 ? repeated / windows : 0,
    distinct: new Set(openings).size,
  };
}
