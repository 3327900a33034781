import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../shared/catalog/languages";
import { RICH_FACTS } from "../../../test/fixtures/rich-facts";
import { writeBuiltinScript } from "../builtin-writer";
import { REGISTERS } from "../phrases/registers/registers";

const TONES = ["professional", "playful", "luxurious"] as const;
const firstSentence = (script: string) => script.split(/(?<=[.!?。！？])\s*/u)[0] ?? "";

/** Issue 25: every tone preset, not only Friendly, varies its opener and closer along a batch. */
describe("tone presets along a batch", () => {
  describe.each(LANGUAGE_CODES)("in %s", (language) => {
    const { facts } = RICH_FACTS[language];
    it.each(TONES)("%s: consecutive items open and close differently, and each wording comes round", (tone) => {
      const register = REGISTERS[language][tone];
      const write = (position: number) =>
        writeBuiltinScript({
          facts,
          language,
          creativity: 0.7,
          tone,
          seed: "same-seed",
          rotation: { key: "batch-1", position },
        });
      const scripts = Array.from({ length: 8 }, (_, position) => write(position));
      const openers = scripts.map(firstSentence);
      const wordings = [...new Set([...register.closing.calm, ...register.closing.lively])];
      const closers = scripts.map((script) => wordings.findIndex((closing) => script.includes(closing)));
      for (let i = 1; i < scripts.length; i += 1) expect(openers[i]).not.toBe(openers[i - 1]);
      const intros = register.intro.calm.length + register.intro.lively.length;
      expect(new Set(openers).size).toBe(Math.min(intros, scripts.length));
      expect(closers).not.toContain(-1);
      if (wordings.length > 1) for (let i = 1; i < scripts.length; i += 1) expect(closers[i]).not.toBe(closers[i - 1]);
      // Without a batch the seed alone decides, as before.
      const unbatched = writeBuiltinScript({ facts, language, creativity: 0.7, tone, seed: "same-seed" });
      expect(writeBuiltinScript({ facts, language, creativity: 0.7, tone, seed: "same-seed" })).toBe(unbatched);
    });
  });
});
