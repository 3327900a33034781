import { describe, expect, it } from "vitest";
import { AUDIO_NAME_MAX_LENGTH } from "./library-limits";
import { defaultPublicTitle, nameFromDetails, publicTitleOf } from "./public-title";

describe("defaultPublicTitle (decision 092)", () => {
  it("is the product's name from the page, not the link's slug", () => {
    expect(
      defaultPublicTitle({
        productName: "  Aurora Pro   Wireless Headphones ",
        specifications: null,
        productLink: "https://shop.example/p/x7k2q9",
      }),
    ).toBe("Aurora Pro Wireless Headphones");
  });

  it("takes the first line a seller typed when there is no page", () => {
    expect(
      defaultPublicTitle({
        productName: null,
        specifications: "Oak Cutting Board\nSolid oak, 40 x 25 cm",
        productLink: null,
      }),
    ).toBe("Oak Cutting Board");
    expect(nameFromDetails("Product name: Lumen Desk Lamp\n- 3 colour temperatures")).toBe("Lumen Desk Lamp");
    expect(nameFromDetails("Nom : Lampe Lumen")).toBe("Lampe Lumen");
    expect(nameFromDetails("• Kaffeemühle Classic\nMahlwerk aus Stahl")).toBe("Kaffeemühle Classic");
  });

  it("does not take a sentence or a run of facts for a name, and falls back to the link's title", () => {
    expect(nameFromDetails("Solid oak. Oiled by hand. Ships in two days.")).toBeUndefined();
    expect(nameFromDetails("40 x 25 cm, 2 kg, oak, oiled")).toBeUndefined();
    expect(
      defaultPublicTitle({ productName: null, specifications: "Solid oak. Oiled by hand.", productLink: null }),
    ).toBe("Product");
    expect(
      defaultPublicTitle({ productName: "", specifications: "", productLink: "https://s.example/oak-board" }),
    ).toBe("Oak Board");
  });

  it("fits the library's name limit, cut at a word", () => {
    const long = `Aurora ${"Pro ".repeat(40)}Headphones`;
    const title = defaultPublicTitle({ productName: long, specifications: null, productLink: null });
    expect(title.length).toBeLessThanOrEqual(AUDIO_NAME_MAX_LENGTH);
    expect(title.endsWith("Pro")).toBe(true);
  });
});

describe("publicTitleOf", () => {
  it("prefers the seller's public title, then the product's name, then the library title", () => {
    expect(publicTitleOf({ publicTitle: "Spring promo", productName: "Aurora", title: "Ikea 3" })).toBe("Spring promo");
    expect(publicTitleOf({ publicTitle: null, productName: "Aurora", title: "Ikea 3" })).toBe("Aurora");
    expect(publicTitleOf({ publicTitle: null, productName: null, title: "Ikea 3" })).toBe("Ikea 3");
  });
});
