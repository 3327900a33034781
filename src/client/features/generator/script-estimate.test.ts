import { describe, expect, it } from "vitest";
import { estimateScript } from "./script-estimate";

describe("estimateScript", () => {
  it("counts words for languages written with spaces, timed at the language's own rate", () => {
    // 5 words at English's 2.3 words a second; 8 German words at 2.0.
    expect(estimateScript("one two three four five", "en")).toEqual({ words: 5, seconds: 2 });
    expect(estimateScript("eins zwei drei vier fünf sechs sieben acht", "de")).toEqual({ words: 8, seconds: 4 });
    expect(estimateScript("   ", "de")).toEqual({ words: 0, seconds: 0 });
  });

  it("times Japanese and Chinese by their characters, leaving out punctuation", () => {
    // 17 kana and kanji at 4.3 a second, and "40" as a word: about 4.4 s.
    const ja = "最大40時間のバッテリー。軽くて快適です。";
    expect(estimateScript(ja, "ja").seconds).toBe(4);
    expect(estimateScript(ja, "ja").words).toBe(1);
    // 14 characters at 2.9 a second.
    expect(estimateScript("这款耳机续航四十小时，佩戴舒适。", "zh").seconds).toBe(5);
  });
});
