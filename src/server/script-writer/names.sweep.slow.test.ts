import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import { requireCorpusDir } from "../../test/corpus";
import { readHtmlFile } from "../extract/extract-cli";
import { extractProductFacts } from "../extract/extract-product-facts";
import { writeBuiltinScript } from "./builtin-writer";
import { commonWordsOf, lineWords } from "./builtin/line-name";
import { ScriptWriterError } from "./script-writer-provider";

/**
 * Issue 25, decision 106, on the real pages of the shared corpus (read in place, never copied):
 * in every language, a script that names its product keeps the brand's line name whole
 * ("Belkin SoundForm Elite", "GANT Akron"), and never says a word of the title that the page
 * itself writes as a common word.
 */
const corpus = requireCorpusDir("The writer's name sweep (names.sweep.slow.test.ts)");

describe("product names stay whole in every language on the corpus", async () => {
  const files = readdirSync(join(corpus, "pages"))
    .filter((f) => f.endsWith(".html.gz"))
    .sort();
  const pages = await Promise.all(
    files.map(async (file) => ({ file, facts: extractProductFacts(await readHtmlFile(join(corpus, "pages", file))) })),
  );
  // Pages whose name carries a Latin-script brand with a line name after it.
  const named = pages
    .map((page) => {
      const { name, brand, description, features, category } = page.facts;
      const common = commonWordsOf([description, ...features, category].join("\n"));
      const line = name && brand && /^[\p{Script=Latin}\s&.'’-]+$/u.test(brand) ? lineWords(name, brand, common) : [];
      return { ...page, line };
    })
    .filter((page) => page.line.length > 0);

  it("has pages to judge", () => expect(named.length).toBeGreaterThanOrEqual(10));

  it.each(LANGUAGE_CODES)("%s: every named script says the line name", (language) => {
    const lost: string[] = [];
    let said = 0;
    for (const page of named) {
      let script: string;
      try {
        script = writeBuiltinScript({ facts: page.facts, language, creativity: 0.7, seed: "names" });
      } catch (error) {
        if (error instanceof ScriptWriterError && error.code === "not_enough_information") continue;
        throw error;
      }
      // A script that never names its product (a brand we could not say) has nothing to lose.
      if (!script.toLocaleLowerCase().includes(page.facts.brand!.toLocaleLowerCase())) continue;
      said++;
      // Case aside: the writer calms a shouting name ("KORG SV-2" → "Korg sv-2").
      const lower = script.toLocaleLowerCase();
      const missing = page.line.filter((word) => !lower.includes(word.toLocaleLowerCase()));
      if (missing.length > 0) lost.push(`${page.file}: ${missing.join(" ")} — ${script.slice(0, 120)}`);
    }
    expect(said).toBeGreaterThanOrEqual(5);
    expect(lost, lost.join("\n")).toEqual([]);
  });
});
