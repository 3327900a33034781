import { describe, expect, it } from "vitest";
import { estimateScript } from "./script-estimate";

describe("estimateScript", () => {
  it("counts words for languages written with spaces", () => {
    expect(estimateScript("one two three four five", "en")).toEqual({ words: 5, seconds: 2 });
    expect(estimateScript("   ", "de")).toEqual({ words: 0, seconds: 0 });
  });

  it("counts characters for Japanese and Chinese, leaving out punctuation", () => {
    const ja = "最大40時間のバッテリー。軽くて快適です。";
    expect(estimateScript(ja, "ja").seconds).toBe(Math.round(18 / 6));
    expect(estimateScript(ja, "ja").words).toBe(1);
    expect(estimateScript("这款耳机续航四十小时，佩戴舒适。", "zh").seconds).toBe(Math.round(14 / 4.5));
  });
});
