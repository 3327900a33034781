import { describe, expect, it } from "vitest";
import { isHttpUrl, normalizeProductLink } from "./product-link";
import { GenerateScriptInputSchema } from "./generator-schemas";
import { MESSAGES } from "../messages";

describe("normalizeProductLink", () => {
  it.each([
    ["shop.example.com/products/mug", "https://shop.example.com/products/mug"],
    ["www.example.co.uk/p/1?colour=blue", "https://www.example.co.uk/p/1?colour=blue"],
    ["  example.com  ", "https://example.com"],
    ["example.com:8443/p", "https://example.com:8443/p"],
    ["127.0.0.1:3000/products/x", "https://127.0.0.1:3000/products/x"],
    ["localhost:5173/p", "https://localhost:5173/p"],
    ["//cdn.example.com/p", "https://cdn.example.com/p"],
    ["bücher.de/buch/1", "https://bücher.de/buch/1"],
  ])("takes %s as %s", (typed, expected) => {
    expect(normalizeProductLink(typed)).toBe(expected);
  });

  it.each([
    "https://example.com/p",
    "http://example.com/p",
    "ftp://example.com/file",
    "javascript:alert(1)",
    "not a link",
    "mug",
    "",
  ])("leaves %j to the URL check", (typed) => {
    expect(normalizeProductLink(typed)).toBe(typed.trim());
  });

  it("accepts only http and https once normalized", () => {
    expect(isHttpUrl(normalizeProductLink("example.com/p"))).toBe(true);
    expect(isHttpUrl(normalizeProductLink("ftp://example.com/p"))).toBe(false);
    expect(isHttpUrl(normalizeProductLink("javascript:alert(1)"))).toBe(false);
    expect(isHttpUrl(normalizeProductLink("mug"))).toBe(false);
  });
});

describe("GenerateScriptInputSchema's product link", () => {
  it("stores a scheme-less link as https and refuses what is no web link", () => {
    const ok = GenerateScriptInputSchema.parse({ productLink: "shop.example.com/p/1", language: "en" });
    expect(ok.productLink).toBe("https://shop.example.com/p/1");
    const bad = GenerateScriptInputSchema.safeParse({ productLink: "ftp://example.com/p", language: "en" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(MESSAGES.script.invalidLink);
  });
});
