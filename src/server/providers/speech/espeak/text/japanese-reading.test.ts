import { describe, expect, it } from "vitest";
import { toJapaneseReading } from "./japanese-reading";
import { prepareSpeechText } from "../speech-job";

const KANJI = /\p{Script=Han}/u;

describe("toJapaneseReading", () => {
  it("turns kanji into katakana readings, with particles as pronounced", async () => {
    const reading = await toJapaneseReading("この美しいコーヒーメーカーは、毎朝おいしいコーヒーを淹れます。");
    expect(reading).not.toMatch(KANJI);
    expect(reading).toContain("ウツクシイ");
    expect(reading).toContain("マイアサ");
    // The topic particle は is said "wa" (pronunciation field, not reading "ハ").
    expect(reading).toMatch(/メーカーワ、/);
    expect(reading).toMatch(/コーヒーヲ/); // espeak-ng's ja voice says ヲ as "o"
  });

  it("keeps Latin brand names and drops kanji it has no reading for", async () => {
    const reading = await toJapaneseReading("AeroBrew Proを今すぐ注文！");
    expect(reading).toContain("AeroBrew");
    expect(reading).toContain("イマ");
    expect(reading).toContain("チューモン");
    expect(reading).not.toMatch(KANJI);
  });

  it("prepares a full Japanese script: numbers, prices and kanji become kana", async () => {
    const text = await prepareSpeechText("価格は2,480円、重さは1.5kgです。", "ja");
    expect(text).toBe("カカクワ ニセンヨンヒャクハチジュウエン、 オモサワ イチテンゴキログラムデス。");
  });
});
