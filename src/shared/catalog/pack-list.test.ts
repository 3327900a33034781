import { describe, expect, it } from "vitest";
import { CREDIT_PACKS, findPack, packFeatures, pricePerCredit } from "./pack-list";

/** Issue 25 / decision 088: quality copy follows the engine; each pack says its price per credit. */
describe("pack copy", () => {
  it("promises high quality audio only with a neural engine", () => {
    const plus = findPack("plus");
    expect(packFeatures(plus, true)).toEqual([
      "25 audio generations",
      "All voice options",
      "High quality audio",
      "Priority Support",
    ]);
    expect(packFeatures(plus, false)).toContain("Clear MP3 audio");
    expect(packFeatures(plus)).not.toContain("High quality audio");
  });

  it("shows the price per credit of every pack, to the cent", () => {
    expect(CREDIT_PACKS.map(pricePerCredit)).toEqual(["$1.00 per credit", "$0.76 per credit", "$0.54 per credit"]);
  });
});
