import { describe, expect, it } from "vitest";
import { chunkText, splitSentences } from "./sentence-split";

describe("splitSentences", () => {
  it("splits Latin sentences but keeps prices, decimals and abbreviations whole", () => {
    expect(splitSentences("Hello Mr. Smith. It costs $24.99! Visit example.com today? Yes… really.")).toEqual([
      "Hello Mr. Smith.",
      "It costs $24.99!",
      "Visit example.com today?",
      "Yes…",
      "really.",
    ]);
  });

  it("splits CJK sentences without spaces, keeping closing quotes with their sentence", () => {
    expect(splitSentences("今日は晴れです。「本当に？」はい！你好。再见")).toEqual([
      "今日は晴れです。",
      "「本当に？」",
      "はい！",
      "你好。",
      "再见",
    ]);
  });

  it("treats ASCII ! and ? before CJK text (after NFKC) and line breaks as boundaries", () => {
    expect(splitSentences("オフ!今すぐ\nSecond line")).toEqual(["オフ!", "今すぐ", "Second line"]);
  });
});

describe("chunkText", () => {
  it("packs whole sentences up to the limit", () => {
    const text = "One two three. Four five. Six seven eight nine. Ten.";
    const chunks = chunkText(text, 30);
    expect(chunks).toEqual(["One two three. Four five.", "Six seven eight nine. Ten."]);
  });

  it("cuts an over-long sentence at clause punctuation, then spaces, never over the limit", () => {
    const long = `${"word ".repeat(30)}and then, ${"more ".repeat(30)}end.`;
    const chunks = chunkText(long, 100);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(long.replace(/\s+/g, " ").trim());
  });

  it("hard-cuts unbroken CJK text without splitting surrogate pairs", () => {
    const text = "𠀋".repeat(40); // each is a surrogate pair
    const chunks = chunkText(text, 25);
    expect(chunks.every((c) => c.length <= 25 && !/[\ud800-\udbff]$/.test(c))).toBe(true);
    expect(chunks.join("")).toBe(text);
  });

  it("keeps a 10,000-character script under the OpenAI limit at sentence ends", () => {
    const sentence = "This premium coffee maker brews a full carafe in under five minutes. ";
    const chunks = chunkText(sentence.repeat(150), 4096);
    expect(chunks.length).toBe(3);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(4096);
      expect(chunk.endsWith("minutes.")).toBe(true);
    }
  });

  it("returns nothing for blank text", () => {
    expect(chunkText("  \n ", 100)).toEqual([]);
  });
});
