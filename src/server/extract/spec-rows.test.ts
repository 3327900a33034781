import { describe, expect, it } from "vitest";
import { specRows } from "./spec-rows";

describe("specRows", () => {
  it("keeps the product's rows and leaves out the offer's, the listing's and the parcel's", () => {
    expect(
      specRows([
        ["Material", "Oak"],
        ["Prezzo", "21,99 €"],
        ["Best Sellers Rank", "#280 in Industrial"],
        ["Date First Available", "December 4, 2009"],
        ["Item Package Dimensions L x W x H", "19 x 5.6 x 3.8 cm"],
        ["Peso articolo", "228 g"],
        ["Empty", " "],
      ]),
    ).toEqual([
      { name: "Material", value: "Oak" },
      { name: "Peso articolo", value: "228 g" },
    ]);
  });

  it("is undefined for a page without a table", () => {
    expect(specRows([])).toBeUndefined();
  });
});
