import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import type { ProductFacts } from "../../shared/generator/product-facts";
import { SCRIPT_LENGTH_IDS, SCRIPT_TONE_IDS } from "../../shared/generator/script-style";
import { findCorpusDir } from "../../test/corpus";
import { extractProductFacts } from "../extract/extract-product-facts";
import { readHtmlFile } from "../extract/extract-cli";
import { writeBuiltinScript } from "../script-writer/builtin-writer";
import { ScriptWriterError } from "../script-writer/script-writer-provider";
import { checkClaims } from "./check-claims";
import { buildSourceIndex, type SourceIndex } from "./source-index";

/**
 * Property (issue 24): the built-in writer passes its own claim check. For every page of the
 * shared corpus (read in place from ../shared/corpus, never copied), in all 8 languages, every
 * length and tone preset (and the two ends of the creativity slider), no sentence is unsupported.
 */
type Page = { file: string; facts: ProductFacts; index: SourceIndex };

const CREATIVITIES = [0, 0.5, 1];

let pages: Page[] = [];

beforeAll(async () => {
  const corpus = findCorpusDir();
  if (!corpus) {
    throw new Error(
      "The shared corpus is missing: this test needs ../shared/corpus (manifest.json and pages/*.html.gz) beside the checkout.",
    );
  }
  const files = readdirSync(join(corpus, "pages"))
    .filter((f) => f.endsWith(".html.gz"))
    .sort();
  pages = await Promise.all(
    files.map(async (file) => {
      const facts = extractProductFacts(await readHtmlFile(join(corpus, "pages", file)));
      return { file, facts, index: buildSourceIndex({ facts }) };
    }),
  );
}, 120_000);

function write(facts: ProductFacts, options: Omit<Parameters<typeof writeBuiltinScript>[0], "facts">) {
  try {
    return writeBuiltinScript({ facts, ...options });
  } catch (error) {
    if (error instanceof ScriptWriterError && error.code === "not_enough_information") return undefined;
    throw error;
  }
}

describe("the built-in writer's scripts pass the claim check on every corpus page", () => {
  it("reads the corpus", () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  for (const language of LANGUAGE_CODES) {
    it(`has no unsupported sentence in ${language}`, { timeout: 300_000 }, () => {
      const failures: string[] = [];
      let scripts = 0;
      let supported = 0;
      for (const { file, facts, index } of pages) {
        for (const length of SCRIPT_LENGTH_IDS) {
          for (const tone of SCRIPT_TONE_IDS) {
            for (const creativity of CREATIVITIES) {
              const script = write(facts, { language, length, tone, creativity, seed: "claims" });
              if (script === undefined) continue;
              scripts += 1;
              for (const claim of checkClaims({ text: script, language, sources: index }).claims) {
                if (claim.status === "supported") supported += 1;
                if (claim.status === "unsupported") {
                  failures.push(
                    `${file} ${language} ${length}/${tone}/${creativity}: "${claim.sentence}" — ${claim.reason}`,
                  );
                }
              }
            }
          }
        }
      }
      expect(scripts).toBeGreaterThan(1000);
      // The check must have found something to check, or "no unsupported" would be empty praise.
      expect(supported).toBeGreaterThan(scripts);
      expect(failures.slice(0, 10)).toEqual([]);
    });
  }

  // Decision 133: in a batch each preset steps through all its openers and closers, the page's
  // position choosing one, so every wording meets many pages' names.
  for (const language of LANGUAGE_CODES) {
    it(`has no unsupported opener or closer along a batch in ${language}`, { timeout: 300_000 }, () => {
      const failures: string[] = [];
      let scripts = 0;
      for (const tone of SCRIPT_TONE_IDS) {
        for (const creativity of [0, 1]) {
          pages.forEach(({ file, facts, index }, position) => {
            const rotation = { key: "claims-batch", position };
            const script = write(facts, { language, tone, creativity, seed: "claims", rotation });
            if (script === undefined) return;
            scripts += 1;
            for (const claim of checkClaims({ text: script, language, sources: index }).claims) {
              if (claim.status === "unsupported") {
                failures.push(
                  `${file} ${language} ${tone}/${creativity}/#${position}: "${claim.sentence}" — ${claim.reason}`,
                );
              }
            }
          });
        }
      }
      expect(scripts).toBeGreaterThan(300);
      expect(failures.slice(0, 10)).toEqual([]);
    });
  }
});
