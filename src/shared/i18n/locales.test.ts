import { describe, expect, it } from "vitest";
import { matchLocale, parseAcceptLanguage } from "./locales";

describe("locale choice", () => {
  it("takes the first supported primary language", () => {
    expect(matchLocale(["nl-NL", "de-AT", "en"])).toBe("de");
    expect(matchLocale(["zh-CN"])).toBe("zh");
    expect(matchLocale(["pt_BR"])).toBe("pt");
  });
  it("falls back to English", () => {
    expect(matchLocale([])).toBe("en");
    expect(matchLocale(["nl", "ko"])).toBe("en");
  });
  it("orders Accept-Language by weight and drops q=0", () => {
    expect(parseAcceptLanguage("en;q=0.5, ja, fr;q=0.8, de;q=0")).toEqual(["ja", "fr", "en"]);
    expect(matchLocale(parseAcceptLanguage("nl, ja;q=0.9, en;q=0.8"))).toBe("ja");
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
