import type { CountryKey } from "./countries";
import type { MaterialKey, ColourKey } from "./lexicon";

/**
 * A product fact read from the page's structure (a number with its unit, a rating code, a word
 * from a closed list) rather than from its prose, so any of the 8 languages can say it in its
 * own words: "40 Stunden Akkulaufzeit", "最大40時間のバッテリー". Decision 023.
 */
export type LengthUnit = "mm" | "cm" | "m" | "in" | "ft" | "yd";
export type MassUnit = "g" | "kg" | "lb" | "oz";
export type VolumeUnit = "ml" | "l" | "floz";

/** One figure with its unit; dimensions may mix units ("1.88 in x 12 yd"). */
export type Measure<U extends string> = { value: number; unit: U };

export type Fact =
  | { kind: "battery"; hours: number; upTo: boolean }
  | { kind: "weight"; measure: Measure<MassUnit> }
  /** What a pack holds (230 g of spice, 30 ml of cream): the amount named without "weight". */
  | { kind: "contents"; measure: Measure<MassUnit | VolumeUnit> }
  /** An amount in the product's name without a word saying what it measures: the size on sale. */
  | { kind: "size"; measure: Measure<MassUnit | VolumeUnit> }
  /** What a container or machine takes (a 1.7 l kettle, a 6 kg washing machine). */
  | { kind: "capacity"; measure: Measure<MassUnit | VolumeUnit> }
  | { kind: "dimensions"; measures: Measure<LengthUnit>[] }
  /** One labelled dimension: "Max. height: 1.20 m", "Heel height of 4.5 cm", "20.47'' wide". */
  | { kind: "extent"; dimension: Dimension; measure: Measure<LengthUnit>; upTo: boolean }
  | { kind: "spf"; value: number }
  | { kind: "camera"; megapixels: number }
  | { kind: "screen"; inches: number }
  | { kind: "power"; watts: number }
  | { kind: "batteryCapacity"; mah: number }
  | { kind: "storage"; gigabytes: number }
  | { kind: "connectivity"; key: ConnectivityKey; version?: string }
  | { kind: "water"; rating?: string; metres?: number }
  | { kind: "warranty"; months: number }
  | { kind: "pages"; count: number }
  | { kind: "pack"; count: number; form: "set" | "pack" }
  | { kind: "age"; min: number; max?: number }
  | { kind: "material"; key: MaterialKey }
  | { kind: "colour"; key: ColourKey }
  /** Where it is made: "Made in Italy", "日本製". */
  | { kind: "origin"; country: CountryKey }
  | { kind: "care"; key: CareKey }
  | { kind: "feature"; key: FeatureKey }
  /** From the seller's details: free shipping, perhaps above an amount and for a while. */
  | { kind: "freeShipping"; threshold?: { amount: number; currency: string }; period?: Period };

export type FactKind = Fact["kind"];
export type ConnectivityKey = "bluetooth" | "wifi" | "usbc" | "nfc";
export type CareKey = "machineWashable" | "dishwasherSafe" | "handWash";
export type FeatureKey = "noiseCancelling" | "wireless" | "rechargeable" | "foldable" | "dimmable" | "handmade" | "led";
export type Period = "today" | "thisWeek" | "thisMonth";
export type Dimension = "height" | "width" | "length" | "depth" | "diameter";

/** Facts that read as items of one list sentence; the others are sentences of their own. */
export const LIST_KINDS: ReadonlySet<FactKind> = new Set([
  "battery",
  "weight",
  "contents",
  "size",
  "capacity",
  "dimensions",
  "extent",
  "spf",
  "camera",
  "screen",
  "power",
  "batteryCapacity",
  "storage",
  "connectivity",
  "water",
  "warranty",
  "pages",
  "feature",
]);

/**
 * The order facts are told in at creativity 0, most telling first. A listener cares more about
 * battery life than about the box's dimensions.
 */
export const FACT_ORDER: readonly FactKind[] = [
  "battery",
  "screen",
  "camera",
  "spf",
  "storage",
  "connectivity",
  "water",
  "feature",
  "capacity",
  "contents",
  "size",
  "power",
  "batteryCapacity",
  "weight",
  "dimensions",
  "extent",
  "pages",
  "warranty",
  "material",
  "origin",
  "colour",
  "pack",
  "age",
  "care",
  "freeShipping",
];
