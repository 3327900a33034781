import { describe, expect, it } from "vitest";
import { assemblePreparedSpeech, planSpeechSentences } from "./speech-plan";

describe("speech plan", () => {
  it("cuts paragraphs into sentences and marks where each paragraph ends", () => {
    expect(planSpeechSentences("One. Two!\n\nThree?")).toEqual([
      { shown: "One.", paragraphEnd: false },
      { shown: "Two!", paragraphEnd: true },
      { shown: "Three?", paragraphEnd: true },
    ]);
  });

  it("drops sentences with nothing to say, pauses after a paragraph's last spoken one, never at the end", () => {
    const plan = planSpeechSentences("One. Two.\nThree. Four.\nFive.");
    expect(assemblePreparedSpeech(plan, ["one", "", "three", "four", ""])).toEqual({
      shown: ["One.", "Three.", "Four."],
      spoken: ["one", "three", "four"],
      pauseAfter: [true, false, false],
    });
  });
});
