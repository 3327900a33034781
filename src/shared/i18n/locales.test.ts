import { describe, expect, it } from "vitest";
import { localePath, matchLocale, parseAcceptLanguage, requestLocale, splitLocalePath } from "./locales";

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

describe("a request's locale", () => {
  it("is the account's setting first", () => {
    expect(requestLocale("ja", "de-DE,de;q=0.9")).toBe("ja");
  });
  it("else Accept-Language by q-value and primary subtag", () => {
    expect(requestLocale(null, "nl;q=1, fr-CA;q=0.4, de-CH;q=0.7")).toBe("de");
    expect(requestLocale(undefined, "pt-BR")).toBe("pt");
  });
  it("ignores an account setting that is not one of the eight, and falls back to English", () => {
    expect(requestLocale("xx", "ko, nl")).toBe("en");
    expect(requestLocale(null, null)).toBe("en");
    expect(requestLocale(null, "*")).toBe("en");
  });
});

describe("locale path prefixes", () => {
  it("splits a prefixed path into its locale and page path", () => {
    expect(splitLocalePath("/de/pricing")).toEqual({ locale: "de", path: "/pricing" });
    expect(splitLocalePath("/ja/")).toEqual({ locale: "ja", path: "/" });
    expect(splitLocalePath("/zh")).toEqual({ locale: "zh", path: "/" });
  });
  it("leaves English, unknown and look-alike prefixes alone", () => {
    expect(splitLocalePath("/pricing")).toEqual({ locale: undefined, path: "/pricing" });
    expect(splitLocalePath("/en/pricing")).toEqual({ locale: undefined, path: "/en/pricing" });
    expect(splitLocalePath("/developers")).toEqual({ locale: undefined, path: "/developers" });
    expect(splitLocalePath("/nl/pricing")).toEqual({ locale: undefined, path: "/nl/pricing" });
  });
  it("builds a page's path in a language, English unprefixed", () => {
    expect(localePath("en", "/pricing")).toBe("/pricing");
    expect(localePath("de", "/")).toBe("/de/");
    expect(localePath("fr", "/contact")).toBe("/fr/contact");
  });
});
