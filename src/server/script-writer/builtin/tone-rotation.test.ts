import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../shared/catalog/languages";
import { RICH_FACTS } from "../../../test/fixtures/rich-facts";
import { checkClaims } from "../../claim-check/check-claims";
import { buildSourceIndex } from "../../claim-check/source-index";
import { writeBuiltinScript } from "../builtin-writer";
import { OPENER_BOOKS } from "../phrases/openers/opener-books";
import { REGISTERS } from "../phrases/registers/registers";
import { openingOf } from "../script-measures";

const TONES = ["professional", "playful", "luxurious"] as const;
// Creativity 0 takes the plain calm wordings, 0.1–0.6 the calm ones (all plain too), 0.7–1 lively + calm.
const CREATIVITIES = [0, 1];
const WINDOW = 10;
const isPlain = (text: string) => !/[?!？！]/u.test(text);
/** Name forms as the writer says them: a bare name, and article + noun (the two German cases differ). */
const SUBJECTS = [
  { nom: "Zorvex Q7", acc: "Zorvex Q7" },
  { nom: "der Kühlschrank Zorvex Q7", acc: "den Kühlschrank Zorvex Q7" },
];

function windowsOf<T>(list: T[]): T[][] {
  return Array.from({ length: Math.max(0, list.length - WINDOW + 1) }, (_, i) => list.slice(i, i + WINDOW));
}

/** Which closer a script ends on: the longest wording it contains (one may contain a shorter one). */
function closerOf(script: string, wordings: readonly string[]): number {
  let best = -1;
  wordings.forEach((wording, i) => {
    if (script.includes(wording) && (best < 0 || wording.length > (wordings[best]?.length ?? 0))) best = i;
  });
  return best;
}

/** Issue 25: every tone preset, not only Friendly, varies its opener and closer along a batch (decision 133). */
describe.each(LANGUAGE_CODES)("tone presets in %s", (language) => {
  const { facts } = RICH_FACTS[language];
  const sources = buildSourceIndex({ facts });
  it("friendly: ten or more openers and closers without ? or ! for creativity 0, and a batch of them opens ten ways", () => {
    const book = OPENER_BOOKS[language];
    expect(book.named.filter((say) => isPlain(say(SUBJECTS[0]!))).length).toBeGreaterThanOrEqual(WINDOW);
    expect(book.closers.filter(isPlain).length).toBeGreaterThanOrEqual(WINDOW);
    const openings = Array.from({ length: 2 * WINDOW }, (_, position) =>
      openingOf(writeBuiltinScript({ facts, language, creativity: 0, rotation: { key: "b0", position } }), language),
    );
    for (const window of windowsOf(openings)) expect(new Set(window).size, window.join(" | ")).toBe(WINDOW);
  });

  describe.each(TONES)("%s", (tone) => {
    const register = REGISTERS[language][tone];
    const intros = [...register.intro.lively, ...register.intro.calm];
    const closers = [...register.closing.lively, ...register.closing.calm];

    it("has ten or more calm openers and closers, each opener opening its own way before the name", () => {
      expect(register.intro.calm.filter((say) => isPlain(say(SUBJECTS[0]!))).length).toBeGreaterThanOrEqual(WINDOW);
      expect(register.closing.calm.filter(isPlain).length).toBeGreaterThanOrEqual(WINDOW);
      expect(new Set(closers).size).toBe(closers.length);
      for (const subject of SUBJECTS) {
        const said = intros.map((say) => say(subject));
        const openings = said.map((text) => openingOf(text, language));
        expect(new Set(openings).size, openings.join(" | ")).toBe(said.length);
        // Its own words first: the name never opens the sentence.
        for (const text of said) expect(text.replace(/^[「"]/u, "").startsWith(subject.nom), text).toBe(false);
        for (const text of said) expect(text.replace(/^[「"]/u, "").startsWith(subject.acc), text).toBe(false);
      }
      // Only the playful preset may exclaim; the others never need to.
      if (tone !== "playful") {
        expect([...intros.map((say) => say(SUBJECTS[0]!)), ...closers].join(" ")).not.toMatch(/[!！]/u);
      }
    });

    it.each(CREATIVITIES)("at creativity %s no two of ten consecutive items open or close alike", (creativity) => {
      const scripts = Array.from({ length: WINDOW + 4 }, (_, position) =>
        writeBuiltinScript({ facts, language, creativity, tone, seed: "same-seed", rotation: { key: "b1", position } }),
      );
      const openings = scripts.map((script) => openingOf(script, language));
      const ends = scripts.map((script) => closerOf(script, closers));
      expect(ends).not.toContain(-1);
      for (const window of windowsOf(openings)) expect(new Set(window).size, window.join(" | ")).toBe(WINDOW);
      for (const window of windowsOf(ends)) expect(new Set(window).size).toBe(WINDOW);
    });

    it("steps through every wording, with no sentence the page does not support", () => {
      const unsupported: string[] = [];
      const seen = new Set<string>();
      // Lively creativity steps through the lively and the calm wordings alike.
      for (let position = 0; position < Math.max(intros.length, closers.length); position += 1) {
        const text = writeBuiltinScript({ facts, language, creativity: 1, tone, rotation: { key: "b2", position } });
        seen.add(openingOf(text, language));
        for (const claim of checkClaims({ text, language, sources }).claims) {
          if (claim.status === "unsupported") unsupported.push(`${claim.sentence} — ${claim.reason}`);
        }
      }
      expect(unsupported).toEqual([]);
      expect(seen.size).toBe(intros.length);
    });

    it("says a product without a name, or with a brand only, in the same rotation", () => {
      const unnamed = { ...facts, name: undefined, brand: undefined };
      const brandOnly = { ...facts, name: undefined };
      for (const page of [unnamed, brandOnly]) {
        const openings = Array.from({ length: WINDOW }, (_, position) =>
          openingOf(
            writeBuiltinScript({ facts: page, language, creativity: 0.7, tone, rotation: { key: "b3", position } }),
            language,
          ),
        );
        expect(new Set(openings).size).toBe(WINDOW);
      }
    });

    it("property: any batch, starting position and creativity step gives ten different openings", () => {
      fc.assert(
        fc.property(fc.string(), fc.nat(5000), fc.integer({ min: 0, max: 10 }), (key, start, step) => {
          const creativity = step / 10;
          const openings = Array.from({ length: WINDOW }, (_, i) =>
            openingOf(
              writeBuiltinScript({ facts, language, creativity, tone, rotation: { key, position: start + i } }),
              language,
            ),
          );
          return new Set(openings).size === WINDOW;
        }),
        { numRuns: 3 },
      );
    });

    it("without a batch the seed alone decides, as before", () => {
      const unbatched = writeBuiltinScript({ facts, language, creativity: 0.7, tone, seed: "same-seed" });
      expect(writeBuiltinScript({ facts, language, creativity: 0.7, tone, seed: "same-seed" })).toBe(unbatched);
      expect(writeBuiltinScript({ facts, language, creativity: 0, tone })).toContain(register.closing.calm[0]);
    });
  });
});
