import { describe, expect, it } from "vitest";
import { parseFactsFromTexts, type FactSource } from "./read-facts";

const read = (text: string, from: FactSource["from"] = "text") => parseFactsFromTexts([{ text, from }]);

describe("parseFactsFromTexts: structure, not prose, in any language", () => {
  it.each([
    ["Up to 40 hours of battery life", 40, true],
    ["Akkulaufzeit bis zu 40 Std.", 40, true],
    ["Jusqu'à 30 heures d'autonomie", 30, true],
    ["Hasta 20 horas de reproducción", 20, true],
    ["Autonomia bateria: Até 2h30m", 2.5, true],
    ["最大40時間の連続再生", 40, true],
    ["续航长达30小时", 30, true],
    ["Battery: 12 h playback", 12, false],
  ])("battery: %s", (text, hours, upTo) => {
    expect(read(text)).toContainEqual({ kind: "battery", hours, upTo });
  });

  it("does not read charging time or standby as battery life", () => {
    expect(read("Fully charges in 2 hours via USB-C").some((f) => f.kind === "battery")).toBe(false);
    expect(read("Battery standby 200 hours").some((f) => f.kind === "battery")).toBe(false);
  });

  it("reads weights, but not the load a product carries", () => {
    expect(read("Weight: 1.2 kg")).toContainEqual({ kind: "weight", measure: { value: 1.2, unit: "kg" } });
    expect(read("Gewicht 850 g")).toContainEqual({ kind: "weight", measure: { value: 850, unit: "g" } });
    expect(read("Peso suportado por cada lado: 110 kg").some((f) => f.kind === "weight")).toBe(false);
  });

  it("reads an amount in a name as the size on sale", () => {
    expect(read("Ankerkraut Texas Chicken, 230g im Streuer", "name")).toContainEqual({
      kind: "size",
      measure: { value: 230, unit: "g" },
    });
    expect(read("Toner 50 cl", "name")).toContainEqual({ kind: "size", measure: { value: 500, unit: "ml" } });
  });

  it("reads dimensions with mixed units, fractions and directions", () => {
    expect(read('Duct tape, 1.88" x 12 yd', "name")).toContainEqual({
      kind: "dimensions",
      measures: [
        { value: 1.88, unit: "in" },
        { value: 12, unit: "yd" },
      ],
    });
    expect(read('60"W x 24"D x 1-3/4" Thick Maple Top', "name")).toContainEqual({
      kind: "dimensions",
      measures: [60, 24, 1.75].map((value) => ({ value, unit: "in" })),
    });
    expect(read("Lotion (1 x 200 ml)", "name").some((f) => f.kind === "dimensions")).toBe(false);
  });

  it("reads one labelled dimension, SPF and camera resolution", () => {
    expect(read("Max. height: 1.20 m")).toContainEqual({
      kind: "extent",
      dimension: "height",
      measure: { value: 1.2, unit: "m" },
      upTo: true,
    });
    expect(read("Heel height of 4.5 cm")).toContainEqual({
      kind: "extent",
      dimension: "height",
      measure: { value: 4.5, unit: "cm" },
      upTo: false,
    });
    expect(read("The model is wearing a size L and is 187 cm tall").some((f) => f.kind === "extent")).toBe(false);
    expect(read("SPF: 40")).toContainEqual({ kind: "spf", value: 40 });
    expect(read("0.3 MP Rear Camera")).toContainEqual({ kind: "camera", megapixels: 0.3 });
  });

  it("reads warranties, ages and packs", () => {
    expect(read("Garantie: 2 Jahre")).toContainEqual({ kind: "warranty", months: 24 });
    expect(read("two-year limited warranty")).toContainEqual({ kind: "warranty", months: 24 });
    expect(read("Für Kinder ab 3 Jahren")).toContainEqual({ kind: "age", min: 3 });
    expect(read("Ages 8-14")).toContainEqual({ kind: "age", min: 8, max: 14 });
    expect(read("Topfset (2-tlg.)", "name")).toContainEqual({ kind: "pack", count: 2, form: "set" });
    expect(read("Black, (Pack of 2)", "name")).toContainEqual({ kind: "pack", count: 2, form: "pack" });
  });

  it("reads connectivity, water resistance and screen size", () => {
    expect(read("Bluetooth 5.3 with multipoint")).toContainEqual({
      kind: "connectivity",
      key: "bluetooth",
      version: "5.3",
    });
    expect(read("USB-C charging port")).toContainEqual({ kind: "connectivity", key: "usbc" });
    expect(read("Waterproof to IPX7")).toContainEqual({ kind: "water", rating: "IPX7" });
    expect(read('6.5" AMOLED display')).toContainEqual({ kind: "screen", inches: 6.5 });
  });

  it("reads materials, colours and care only where the text says so", () => {
    expect(read("Material: 100% Baumwolle")).toContainEqual({ kind: "material", key: "cotton" });
    expect(read("Made of solid oak")).toContainEqual({ kind: "material", key: "solidWood" });
    expect(read("Comes with a silicone strap").some((f) => f.kind === "material")).toBe(false);
    expect(read("Faux leather upper", "name").some((f) => f.kind === "material")).toBe(false);
    expect(read("Chelsea boot - black", "name")).toContainEqual({ kind: "colour", key: "black" });
    expect(read("Black & Decker drill", "name").some((f) => f.kind === "colour")).toBe(false);
    expect(read("Colour: Navy")).toContainEqual({ kind: "colour", key: "navy" });
    expect(read("Spülmaschinenfest")).toContainEqual({ kind: "care", key: "dishwasherSafe" });
    expect(read("Not dishwasher safe").some((f) => f.kind === "care")).toBe(false);
    expect(read("LED lamp, not dimmable", "name").some((f) => f.kind === "feature" && f.key === "dimmable")).toBe(
      false,
    );
  });
});
