import type { Fact } from "../facts/fact-types";

const AMOUNTS = new Set(["weight", "contents", "size", "capacity"]);

/**
 * Whether two facts say the same thing. "kind": the same kind of fact (one battery life is
 * enough; a connectivity, care or feature fact is its own kind per key). "value": the same kind
 * and figure, so a spoken "Up to 40 hours of playtime" covers a 40-hour battery fact, and an
 * amount said as a size covers the same amount read as contents.
 */
export function sameFact(a: Fact, b: Fact, level: "kind" | "value"): boolean {
  const amounts = level === "value" && AMOUNTS.has(a.kind) && AMOUNTS.has(b.kind);
  if (a.kind !== b.kind && !amounts) return false;
  if ("key" in a && "key" in b && a.key !== b.key) return false;
  if (level === "kind") return true;
  return figure(a) === figure(b);
}

function figure(fact: Fact): string {
  switch (fact.kind) {
    case "battery":
      return String(fact.hours);
    case "weight":
    case "contents":
    case "size":
    case "capacity":
      return `${fact.measure.value}${fact.measure.unit}`;
    case "dimensions":
      return fact.measures.map((m) => m.value).join("x");
    case "screen":
      return String(fact.inches);
    case "power":
      return String(fact.watts);
    case "batteryCapacity":
      return String(fact.mah);
    case "storage":
      return String(fact.gigabytes);
    case "warranty":
      return String(fact.months);
    case "pages":
    case "pack":
      return String(fact.count);
    case "age":
      return String(fact.min);
    default:
      return "";
  }
}
