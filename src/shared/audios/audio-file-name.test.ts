import { describe, expect, it } from "vitest";
import { audioFileName, audioFileStem, FALLBACK_FILE_STEM, FILE_STEM_MAX_LENGTH } from "./audio-file-name";

describe("audioFileName", () => {
  it("keeps letters, digits and hyphens, with spaces as hyphens", () => {
    expect(audioFileName("Oak Cutting Board 2")).toBe("Oak-Cutting-Board-2.mp3");
    expect(audioFileName("Mug: 350 ml!", "wav")).toBe("Mug-350-ml.wav");
  });

  it("folds accents to their letter rather than dropping the letter", () => {
    expect(audioFileStem("Crème Brûlée Set")).toBe("Creme-Brulee-Set");
  });

  it("falls back when nothing usable is left, and caps the length", () => {
    expect(audioFileStem("日本語")).toBe(FALLBACK_FILE_STEM);
    expect(audioFileStem("   ")).toBe(FALLBACK_FILE_STEM);
    const long = audioFileStem("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(FILE_STEM_MAX_LENGTH);
    expect(long.endsWith("-")).toBe(false);
  });
});
