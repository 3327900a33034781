import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { countWord, formatNumber, quantity, sayMeasures, unitWord } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "en";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);
/** "the 230-gram size": a unit inside a compound adjective stays singular. */
const compound = (value: number, unit: Parameters<typeof unitWord>[0]) =>
  `${formatNumber(value, L)}-${unitWord(unit, 1, L)}`;

const DIMENSION = { height: "height", width: "width", length: "length", depth: "depth", diameter: "diameter" };

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "up to " : ""}${q(f.hours, "h")} of battery life`;
    case "weight":
      return `a weight of ${q(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `net contents of ${q(f.measure.value, f.measure.unit)}`;
    case "size":
      return `the ${compound(f.measure.value, f.measure.unit)} size`;
    case "capacity":
      return `a capacity of ${q(f.measure.value, f.measure.unit)}`;
    case "dimensions":
      return `dimensions of ${sayMeasures(f.measures, L, " by ")}`;
    case "extent":
      return `${f.upTo ? "a maximum " : "a "}${DIMENSION[f.dimension]} of ${q(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `SPF ${f.value} sun protection`;
    case "camera":
      return `a ${formatNumber(f.megapixels, L)}-megapixel camera`;
    case "screen":
      return `a ${compound(f.inches, "in")} display`;
    case "power":
      return `${q(f.watts, "W")} of power`;
    case "batteryCapacity":
      return `a ${formatNumber(f.mah, L)} milliamp-hour battery`;
    case "storage":
      return `${q(f.gigabytes, "GB")} of storage`;
    case "connectivity":
      return {
        bluetooth: `Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: `Wi-Fi${f.version ? ` ${f.version}` : ""}`,
        usbc: "a USB-C port",
        nfc: "NFC",
      }[f.key];
    case "water":
      if (f.rating) return `${f.rating} water resistance`;
      return f.metres ? `water resistance to ${q(f.metres, "m")}` : "a water-resistant design";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `a ${compound(years, "year")} warranty` : `a ${compound(f.months, "month")} warranty`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "active noise cancellation",
        wireless: "a wireless connection",
        rechargeable: "a rechargeable battery",
        foldable: "a foldable design",
        dimmable: "dimmable light",
        handmade: undefined,
        led: "LED lighting",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "today", thisWeek: "this week", thisMonth: "this month" };

export const EN_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `Made ${COUNTRIES[f.country].in.en}.`;
      case "material":
        return `Made of ${MATERIALS[f.key].say.en}.`;
      case "colour":
        return `It comes in ${COLOURS[f.key].say.en}.`;
      case "pack":
        return f.form === "set"
          ? `It comes as a ${countWord(f.count, L)}-piece set.`
          : `It comes in a pack of ${countWord(f.count, L)}.`;
      case "age":
        return f.max ? `Suitable for ages ${f.min} to ${f.max}.` : `Suitable for ages ${f.min} and up.`;
      case "care":
        return {
          machineWashable: "It's machine washable.",
          dishwasherSafe: "It's dishwasher safe.",
          handWash: "Hand wash only.",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "It's handmade." : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        return `Shipping is free${amount ? ` on orders over ${amount}` : ""}${f.period ? ` ${PERIOD[f.period]}` : ""}.`;
      }
      default:
        return undefined;
    }
  },
  benefit(f) {
    const said = item(f);
    if (!said) return undefined;
    switch (f.kind) {
      case "battery":
        return `With ${said}, you spend less time charging.`;
      case "water":
        return `With ${said}, a little rain is no problem.`;
      case "warranty":
        return `With ${said}, you can buy with confidence.`;
      case "screen":
        return `With ${said}, everything is easy to see.`;
      case "storage":
        return `With ${said}, there's plenty of room.`;
      case "connectivity":
        return f.key === "bluetooth" ? `With ${said}, pairing takes seconds.` : undefined;
      case "weight":
        return isLight(f) ? `At just ${q(f.measure.value, f.measure.unit)}, it's easy to take along.` : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `With ${said}, you hear only what you want to hear.`;
        return f.key === "foldable" ? `With ${said}, it packs away easily.` : undefined;
      default:
        return undefined;
    }
  },
};
