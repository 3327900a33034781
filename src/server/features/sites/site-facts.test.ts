import { describe, expect, it } from "vitest";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { normaliseOrigin, normaliseProductUrl } from "../../../shared/sites/site-url";
import {
  fingerprintLike,
  isLegacyFingerprint,
  legacyFingerprint,
  spokenChanges,
  spokenFactsOf,
  spokenFingerprint,
  writerFacts,
} from "./site-facts";

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
      specs: [],
    });
    expect(spokenFactsOf(facts, true)).toEqual({
      name: "Walnut serving board",
      features: ["Food-safe oil finish", "Gift boxed", "Sale: €5 off"],
      specs: [],
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

  it("counts the spec rows a writer may say, as a set: order, case and spacing are not a change", () => {
    const specs = [
      { name: "Weight", value: "1.2 kg" },
      { name: "Wood", value: "Walnut" },
      { name: "Item model number", value: "WB-20" },
      { name: "Views", value: "Seen by many" },
    ];
    const base = spokenFactsOf({ ...facts, specs }, false);
    expect(base.specs).toEqual(["Weight: 1.2 kg", "Wood: Walnut"]);
    const fingerprint = spokenFingerprint(base);
    expect(fingerprint).toMatch(/^v2:[0-9a-f]{32}$/);
    const reordered = [
      { name: "wood ", value: " walnut" },
      { name: "Item model number", value: "WB-21" },
      { name: "WEIGHT", value: "1.2   kg" },
      { name: "Views", value: "Seen by more" },
    ];
    expect(spokenFingerprint(spokenFactsOf({ ...facts, specs: reordered }, false))).toBe(fingerprint);
    const heavier = spokenFactsOf({ ...facts, specs: [{ name: "Weight", value: "1.4 kg" }, specs[1]!] }, false);
    expect(spokenFingerprint(heavier)).not.toBe(fingerprint);
    expect(
      spokenFingerprint(spokenFactsOf({ ...facts, specs: [...specs, { name: "Warranty", value: "2 years" }] }, false)),
    ).not.toBe(fingerprint);
    // Evergreen: a row announcing the stock is neither handed to the writer nor compared.
    const stock = [...specs, { name: "Stock", value: "In stock" }];
    expect(writerFacts({ ...facts, specs: stock }, true).specs).toHaveLength(4);
    expect(spokenFingerprint(spokenFactsOf({ ...facts, specs: stock }, true))).toBe(
      spokenFingerprint(spokenFactsOf({ ...facts, specs }, true)),
    );
  });

  it("keeps the fingerprint stored before the spec table counted, and compares a stored one in its own form", () => {
    // As the sync stored them before decision 144: the same facts must give the same value.
    expect(legacyFingerprint(spokenFactsOf(facts, false))).toBe("8259051092e24f944f1ea2133c845e52");
    expect(legacyFingerprint(spokenFactsOf(facts, true))).toBe("82ae141291e185326c56cb2f55c01114");
    const withSpecs = spokenFactsOf({ ...facts, specs: [{ name: "Weight", value: "1.2 kg" }] }, false);
    expect(legacyFingerprint(withSpecs)).toBe("8259051092e24f944f1ea2133c845e52");
    expect(isLegacyFingerprint("8259051092e24f944f1ea2133c845e52")).toBe(true);
    expect(isLegacyFingerprint(spokenFingerprint(withSpecs))).toBe(false);
    expect(fingerprintLike("8259051092e24f944f1ea2133c845e52", withSpecs)).toBe("8259051092e24f944f1ea2133c845e52");
    expect(fingerprintLike("v2:0123", withSpecs)).toBe(spokenFingerprint(withSpecs));
    expect(fingerprintLike(null, withSpecs)).toBe(spokenFingerprint(withSpecs));
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

  it("lists spec rows paired by label, and none against facts stored before the spec table counted", () => {
    const before = spokenFactsOf(
      {
        ...facts,
        specs: [
          { name: "Weight", value: "1.2 kg" },
          { name: "Wood", value: "Oak" },
        ],
      },
      false,
    );
    const after = spokenFactsOf(
      {
        ...facts,
        specs: [
          { name: "Weight", value: "1.4 kg" },
          { name: "Warranty", value: "2 years" },
        ],
      },
      false,
    );
    expect(spokenChanges(before, after)).toEqual([
      { field: "spec", old: "Weight: 1.2 kg", new: "Weight: 1.4 kg" },
      { field: "spec", old: "Wood: Oak", new: null },
      { field: "spec", old: null, new: "Warranty: 2 years" },
    ]);
    const { specs: _specs, ...legacy } = before;
    expect(spokenChanges(legacy, after)).toEqual([]);
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
