import { describe, expect, it } from "vitest";
import { CREDIT_PACKS } from "../../shared/catalog/pack-list";
import { formatPrice, formatPricePerCredit } from "./money";

const plus = CREDIT_PACKS[1];
const perCredit = (price: string) => `${price} / credit`;

describe("prices in the interface language", () => {
  it("keeps the spec's English format exactly", () => {
    expect(formatPrice(1900, "en")).toBe("$19");
    expect(formatPrice(1950, "en")).toBe("$19.50");
    expect(formatPricePerCredit(plus, "en", perCredit)).toBe("$0.76 per credit");
  });

  it("writes dollars the way each language writes money, whole amounts without decimals", () => {
    expect(formatPrice(1900, "de")).toBe(
      new Intl.NumberFormat("de", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(19),
    );
    expect(formatPrice(1900, "de")).toMatch(/^19\s\$$/);
    expect(formatPrice(1950, "fr")).toMatch(/^19,50\s\$US$/);
    expect(formatPrice(4900, "ja")).toMatch(/49/);
    expect(formatPrice(4900, "ja")).not.toMatch(/\.00/);
  });

  it("rounds one credit's price to the cent and words it with the caller's sentence", () => {
    expect(formatPricePerCredit(plus, "de", perCredit)).toMatch(/^0,76\s\$ \/ credit$/);
  });
});
