import type { Fact } from "../script-writer/facts/fact-types";
import { anyOf } from "./prefilter";
import { CARE, CONNECTIVITY, FEATURES, negated, WATERPROOF } from "../script-writer/facts/read-facts";
import { FACT_LABELS } from "../../shared/claims/claim-reasons";

/**
 * The named (not numeric) part of the writer's facts as keys: "connectivity:bluetooth",
 * "feature:noiseCancelling", "care:dishwasherSafe", "water:IPX7". Figures are checked as
 * quantities; materials, origins and colours by their own lexicons.
 */
export function factKeys(facts: readonly Fact[]): string[] {
  const keys: string[] = [];
  for (const fact of facts) {
    switch (fact.kind) {
      case "connectivity":
      case "care":
      case "feature":
        keys.push(`${fact.kind}:${fact.key}`);
        break;
      case "water":
        keys.push("water");
        if (fact.rating) keys.push(`water:${fact.rating}`);
        break;
      case "battery":
      case "batteryCapacity":
        keys.push("battery");
        break;
      default:
        break;
    }
  }
  return keys;
}

/**
 * The same keys read straight from a script sentence with the writer's own keyword tables
 * (read-facts.ts), without its figure patterns: those are the quantities' job, and cost time.
 */
const ANY_NAMED_FACT = anyOf([
  ...[...CONNECTIVITY, ...CARE, ...FEATURES].map(([, pattern]) => pattern),
  WATERPROOF,
  /\bIP(?:X\d|[0-6]\d)\b/,
]);

export function namedFactKeys(text: string): string[] {
  const keys: string[] = [];
  if (!ANY_NAMED_FACT.test(text)) return keys;
  const tables: [string, [string, RegExp][]][] = [
    ["connectivity", CONNECTIVITY],
    ["care", CARE],
    ["feature", FEATURES],
  ];
  for (const [kind, table] of tables) {
    for (const [key, pattern] of table) {
      const m = pattern.exec(text);
      if (m && !negated(text, m.index)) keys.push(`${kind}:${key}`);
    }
  }
  const rating = /\bIP(?:X\d|[0-6]\d)\b/i.exec(text)?.[0]?.toUpperCase();
  const waterproof = WATERPROOF.exec(text);
  if (rating) keys.push("water", `water:${rating}`);
  else if (waterproof && !negated(text, waterproof.index)) keys.push("water");
  return keys;
}

/** Keys a source may carry instead: a Bluetooth link is a wireless one, a battery may be recharged. */
export const IMPLIED_BY: Record<string, readonly string[]> = {
  "feature:wireless": ["connectivity:bluetooth", "connectivity:wifi", "connectivity:nfc"],
  "feature:rechargeable": ["battery", "connectivity:usbc"],
  water: ["water"],
};

/** A human label for a key, for reasons. */
export function factLabel(key: string): string {
  const [kind, value] = key.split(":");
  const labels: Record<string, string> = {
    bluetooth: "Bluetooth",
    wifi: "Wi-Fi",
    usbc: "USB-C",
    nfc: "NFC",
    noiseCancelling: FACT_LABELS.noiseCancelling,
    wireless: FACT_LABELS.wireless,
    rechargeable: FACT_LABELS.rechargeable,
    foldable: FACT_LABELS.foldable,
    dimmable: FACT_LABELS.dimmable,
    handmade: FACT_LABELS.handmade,
    led: "LED",
    machineWashable: FACT_LABELS.machineWashable,
    dishwasherSafe: FACT_LABELS.dishwasherSafe,
    handWash: FACT_LABELS.handWash,
  };
  if (kind === "water") return value ? FACT_LABELS.ratedWaterResistance(value) : FACT_LABELS.waterResistance;
  return labels[value ?? ""] ?? value ?? kind ?? key;
}
