import { describe, expect, it } from "vitest";
import { deriveTitle } from "./derive-title";

describe("deriveTitle", () => {
  it("takes the segment before /dp/ on Amazon links", () => {
    expect(deriveTitle("https://www.amazon.com/Anker-Soundcore-Wireless-Earbuds/dp/B08XYZ/ref=sr_1")).toBe(
      "Anker Soundcore Wireless Earbuds",
    );
  });
  it("takes the last path segment otherwise, hyphens to spaces, title-cased", () => {
    expect(deriveTitle("https://shop.example.com/products/aurora-pro-wireless-headphones")).toBe(
      "Aurora Pro Wireless Headphones",
    );
    expect(deriveTitle("https://shop.example.com/p/ceramic-MUG.html?variant=2")).toBe("Ceramic Mug");
  });
  it("cuts to 50 characters", () => {
    const title = deriveTitle(`https://x.example/${"very-long-product-name-".repeat(6)}`);
    expect(title.length).toBeLessThanOrEqual(50);
    expect(title.startsWith("Very Long Product Name")).toBe(true);
  });
  it("falls back to 'Product'", () => {
    expect(deriveTitle(undefined)).toBe("Product");
    expect(deriveTitle("")).toBe("Product");
    expect(deriveTitle("not a url")).toBe("Product");
    expect(deriveTitle("https://shop.example.com/")).toBe("Product");
  });
  it("decodes percent-encoded segments", () => {
    expect(deriveTitle("https://shop.example.jp/items/%E3%83%86%E3%82%A3%E3%83%BC%E3%83%9D%E3%83%83%E3%83%88")).toBe(
      "ティーポット",
    );
  });
});
