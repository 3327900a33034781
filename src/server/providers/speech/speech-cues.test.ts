import { describe, expect, it } from "vitest";
import { captionSentences, cuesFromStarts, spreadCues } from "./speech-cues";

describe("caption cues", () => {
  it("cuts the script into the sentences a listener reads, long ones at clauses", () => {
    const long = `${"word ".repeat(40).trim()}, ${"more ".repeat(40).trim()}.`;
    const sentences = captionSentences(`Hello there. It costs $24.99! ${long}\nNew line`, 250);
    expect(sentences.slice(0, 2)).toEqual(["Hello there.", "It costs $24.99!"]);
    expect(sentences.at(-1)).toBe("New line");
    expect(sentences.slice(2, -1).join(" ")).toBe(long);
    for (const sentence of sentences) expect(sentence.length).toBeLessThanOrEqual(250);
  });

  it("ends each cue where the next starts and the last at the end, never backwards or past it", () => {
    expect(cuesFromStarts(["a", "b", "c"], [0, 1.2345, 3], 4)).toEqual([
      { start: 0, end: 1.235, text: "a" },
      { start: 1.235, end: 3, text: "b" },
      { start: 3, end: 4, text: "c" },
    ]);
    // A start past the end, or one before its predecessor, is clamped; empty cues are dropped.
    expect(cuesFromStarts(["a", "b", "c"], [0, 2, 1], 1.5)).toEqual([{ start: 0, end: 1.5, text: "a" }]);
  });

  it("shares a part's length among its sentences by their characters", () => {
    const cues = spreadCues(["abc", "abcdefghi"], 10, 4);
    expect(cues).toEqual([
      { start: 10, end: 11, text: "abc" },
      { start: 11, end: 14, text: "abcdefghi" },
    ]);
  });
});
