import type { Availability } from "./candidate";

/**
 * Maps schema.org ItemAvailability values ("http://schema.org/InStock", "instock", "in stock",
 * "OutOfStock", "SoldOut") and OpenGraph product:availability words to our enum.
 */
export function normaliseAvailability(raw: unknown): Availability | undefined {
  if (typeof raw !== "string") return undefined;
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, "")
    .replace(/^schema:/, "")
    .replace(/[\s_-]/g, "");
  switch (v) {
    case "instock":
    case "onlineonly":
    case "instoreonly":
    case "available":
    case "true":
      return "in_stock";
    case "outofstock":
    case "soldout":
    case "unavailable":
    case "oos":
      return "out_of_stock";
    case "preorder":
    case "presale":
      return "preorder";
    case "backorder":
    case "availablefororder":
      return "backorder";
    case "limitedavailability":
      return "limited";
    case "discontinued":
      return "discontinued";
    default:
      return undefined;
  }
}
