import { describe, expect, it } from "vitest";
import { DRAFT_IMAGE_URL_MAX_LENGTH, draftFactColumns, mainImageUrl } from "./draft-facts";

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
      draftFactColumns({
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
    expect(draftFactColumns(undefined)).toEqual({ productName: null, brand: null, shopName: null, imageUrl: null });
  });
});
