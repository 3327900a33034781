import { describe, expect, it } from "vitest";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { normaliseOrigin, normaliseProductUrl } from "../../../shared/sites/site-url";
import { spokenChanges, spokenFactsOf, spokenFingerprint, writerFacts } from "./site-facts";

const facts: ProductFacts = {
  name: "Walnut serving board",
  price: 20,
  currency: "EUR",
  availability: "in_stock",
  description: "Made by hand in our workshop. Now 20% off for a week only.",
  features: ["Food-safe oil finish", "Gift boxed", "Sale: €5 off"],
  images: [],
};

describe("spoken facts and fingerprints", () => {
  it("speaks name, price with currency, availability and features; evergreen leaves offers out", () => {
    expect(spokenFactsOf(facts, false)).toEqual({
      name: "Walnut serving board",
      price: "20.00 EUR",
      availability: "in_stock",
      features: ["Food-safe oil finish", "Gift boxed", "Sale: €5 off"],
    });
    expect(spokenFactsOf(facts, true)).toEqual({
      name: "Walnut serving board",
      features: ["Food-safe oil finish", "Gift boxed", "Sale: €5 off"],
    });
    const given = writerFacts(facts, true);
    expect(given.price).toBeUndefined();
    expect(given.availability).toBeUndefined();
    expect(given.description).toBe("Made by hand in our workshop.");
    expect(given.features).toEqual(["Food-safe oil finish", "Gift boxed"]);
  });

  it("changes the fingerprint with a spoken fact only; evergreen ignores the price", () => {
    const base = spokenFingerprint(spokenFactsOf(facts, false));
    expect(spokenFingerprint(spokenFactsOf({ ...facts, description: "Another text." }, false))).toBe(base);
    expect(spokenFingerprint(spokenFactsOf({ ...facts, price: 21 }, false))).not.toBe(base);
    expect(spokenFingerprint(spokenFactsOf({ ...facts, price: 21 }, true))).toBe(
      spokenFingerprint(spokenFactsOf(facts, true)),
    );
  });

  it("lists what changed, field by field", () => {
    const before = spokenFactsOf(facts, false);
    const after = spokenFactsOf({ ...facts, price: 18.5, features: ["Food-safe oil finish", "Hand-carved"] }, false);
    expect(spokenChanges(before, after)).toEqual([
      { field: "price", old: "20.00 EUR", new: "18.50 EUR" },
      { field: "feature", old: "Gift boxed", new: null },
      { field: "feature", old: "Sale: €5 off", new: null },
      { field: "feature", old: null, new: "Hand-carved" },
    ]);
  });
});

describe("site addresses", () => {
  it("normalises an origin to scheme, host and a non-default port", () => {
    expect(normaliseOrigin("HTTPS://Shop.Example:443/any?x=1")).toBe("https://shop.example");
    expect(normaliseOrigin("shop.example")).toBe("https://shop.example");
    expect(normaliseOrigin("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080");
    expect(normaliseOrigin("ftp://shop.example")).toBeUndefined();
    expect(normaliseOrigin("https://user:pw@shop.example")).toBeUndefined();
  });

  it("keys a product page by origin and path, without query, fragment or trailing slash", () => {
    expect(normaliseProductUrl("https://Shop.example/p/oak/?utm=x#top")).toBe("https://shop.example/p/oak");
    expect(normaliseProductUrl("/p/oak", "https://shop.example/sitemap.xml")).toBe("https://shop.example/p/oak");
    expect(normaliseProductUrl("https://shop.example/")).toBe("https://shop.example");
    expect(normaliseProductUrl("javascript:alert(1)")).toBeUndefined();
  });
});
