import { describe, expect, it } from "vitest";
import { cleanText, decodeEntities, tidyPunctuation } from "./clean-text";
import { calmShouting, isMostlyCode, splitSegments, spokenLength, trimToLength } from "./segments";

describe("cleanText", () => {
  it("strips markup, scripts and (double-)encoded entities", () => {
    expect(cleanText("<p>Soft <b>memory</b> foam</p><script>alert(1)</script>")).toBe("Soft memory foam");
    expect(cleanText("Black &amp;amp; white &lt;b&gt;bold&lt;/b&gt;")).toBe("Black & white bold");
    expect(cleanText("Caf&eacute;&nbsp;cr&egrave;me &#8364; &#x263A;")).not.toMatch(/&|;/);
    expect(cleanText("Black&White")).toBe("Black&White");
  });

  it("removes URLs, emails, markdown and emoji", () => {
    expect(cleanText("See https://example.com/p?id=1 or www.shop.de now")).toBe("See or now");
    expect(cleanText("Mail support@shop.com or visit shop.com/help")).toBe("Mail or visit");
    expect(cleanText("**Bold** [link](https://x.y) __under__ 🎧🔥 done")).toBe("Bold link under done");
  });

  it("removes stringified junk but keeps German zero", () => {
    expect(cleanText("undefined Great NaN sound [object Object] null")).toBe("Great sound");
    expect(cleanText("null Emissionen", { language: "de" })).toBe("0 Emissionen");
  });

  it("returns an empty string for anything that is not a string", () => {
    expect(cleanText(undefined)).toBe("");
    expect(cleanText(42)).toBe("");
    expect(cleanText({ a: 1 })).toBe("");
  });

  it("keeps line breaks on request", () => {
    expect(cleanText("one<br>two\n\n three", { keepLineBreaks: true })).toBe("one\ntwo\nthree");
  });

  it("decodes numeric entities but not surrogates or controls", () => {
    expect(decodeEntities("&#65;&#xD800;&#1;")).toBe("A  ");
  });
});

describe("tidyPunctuation", () => {
  it("collapses empty sentences and stray marks", () => {
    expect(tidyPunctuation("Great . . Really ,. Yes!!")).toBe("Great. Really. Yes!");
    expect(tidyPunctuation("。。素晴らしい。。")).toBe("素晴らしい。");
  });

  it("keeps the French narrow space before a question mark", () => {
    expect(tidyPunctuation("Envie\u202f? Oui")).toBe("Envie\u202f? Oui");
  });
});

describe("segments", () => {
  it("splits lines, inline bullets and sentences", () => {
    expect(splitSegments("• Waterproof • Lightweight\n- Long battery. Fast charging.")).toEqual([
      "Waterproof",
      "Lightweight",
      "Long battery.",
      "Fast charging.",
    ]);
    expect(splitSegments("軽量です。防水です！")).toEqual(["軽量です。", "防水です！"]);
  });

  it("recognises lines that are mostly codes", () => {
    expect(isMostlyCode("SKU: AB-12345-XYZ")).toBe(true);
    expect(isMostlyCode("EAN 4006381333931")).toBe(true);
    expect(isMostlyCode("AB-12345 / 77-XZ-9")).toBe(true);
    expect(isMostlyCode("Bluetooth 5.3")).toBe(false);
    expect(isMostlyCode("30h battery life")).toBe(false);
    expect(isMostlyCode("最大40時間")).toBe(false);
  });

  it("trims at a word boundary without a dangling function word", () => {
    const trimmed = trimToLength("Soft memory foam cushions that stay comfortable for hours and", 50);
    expect(trimmed.length).toBeLessThanOrEqual(50);
    expect(trimmed).toBe("Soft memory foam cushions that stay comfortable");
    expect(trimToLength("軽量設計、長時間の使用でも疲れにくい、折りたたみ式", 12)).toBe("軽量設計");
  });

  it("calms shouting and counts spoken length", () => {
    expect(calmShouting("WATERPROOF AND DUSTPROOF DESIGN")).toBe("Waterproof and dustproof design");
    expect(calmShouting("USB-C")).toBe("USB-C");
    expect(spokenLength("One two three")).toBe(3);
    expect(spokenLength("あいうえお")).toBe(2);
  });
});
