import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_MAX_LENGTH,
  DRAFT_IMAGE_URL_MAX_LENGTH,
  mainImageUrl,
  productColumnsForDraft,
  summarise,
} from "./draft-columns";

describe("the facts a draft keeps", () => {
  it("keeps the first absolute http(s) image as the main image", () => {
    expect(
      mainImageUrl(["data:image/png;base64,AAAA", "/relative.jpg", "https://cdn.example/a.jpg", "http://b/c.png"]),
    ).toBe("https://cdn.example/a.jpg");
    expect(mainImageUrl(["ftp://x/y.jpg", "javascript:alert(1)"])).toBeNull();
    expect(mainImageUrl([])).toBeNull();
  });

  it("drops an image URL longer than the cap rather than cutting it", () => {
    const long = `https://cdn.example/${"a".repeat(DRAFT_IMAGE_URL_MAX_LENGTH)}.jpg`;
    expect(mainImageUrl([long])).toBeNull();
  });

  it("keeps name, brand and shop trimmed and capped", () => {
    expect(
      productColumnsForDraft({
        name: "  Kettle ",
        brand: "Homely",
        shopName: "x".repeat(300),
        features: [],
        images: ["https://homely.example/k.png"],
      }),
    ).toEqual({
      productName: "Kettle",
      brand: "Homely",
      shopName: "x".repeat(200),
      imageUrl: "https://homely.example/k.png",
    });
    expect(productColumnsForDraft(undefined)).toEqual({
      productName: null,
      brand: null,
      shopName: null,
      imageUrl: null,
    });
  });
});

describe("summarise", () => {
  it("folds whitespace and keeps a short text whole", () => {
    expect(summarise("  A  mug\n for tea ")).toBe("A mug for tea");
    expect(summarise(undefined)).toBeNull();
    expect(summarise("   ")).toBeNull();
  });

  it("cuts a long text at a word boundary, with an ellipsis", () => {
    const text = "word ".repeat(100);
    const summary = summarise(text) ?? "";
    expect(summary.endsWith("word…")).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH + 1);
  });

  it("cuts at the cap when the text has no late space", () => {
    const summary = summarise("x".repeat(400)) ?? "";
    expect(summary).toBe(`${"x".repeat(DESCRIPTION_MAX_LENGTH)}…`);
  });
});
