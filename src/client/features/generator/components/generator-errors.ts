import { MESSAGES } from "../../../../shared/messages";
import { ApiError } from "../../../lib/api";

/** Errors shown on the generator's fields (and in a toast): issue 14, item 9. */
export type GeneratorErrors = { productLink?: string; details?: string; language?: string; form?: string };
export type GeneratorField = keyof GeneratorErrors;

const LINK_MESSAGES = new Set<string>([
  MESSAGES.script.linkOrDetailsRequired,
  MESSAGES.script.invalidLink,
  "That product link is too long.",
]);

/**
 * Which field a refused script request is about: the link (refused, unreadable, or no product
 * page), the details (too long, or too little to write from), the language (the lock), or the
 * form as a whole (credits, rate limit, the writer service).
 */
export function fieldOfScriptError(error: unknown): GeneratorField {
  if (!(error instanceof ApiError)) return "form";
  const code = error.code ?? "";
  if (code === "language_locked") return "language";
  if (code.startsWith("link_") || code.startsWith("page_") || code.includes("product_page")) return "productLink";
  if (code === "writer_not_enough_information") return "details";
  if (code === "invalid_input") {
    if (LINK_MESSAGES.has(error.message)) return "productLink";
    if (/product details/i.test(error.message)) return "details";
  }
  return "form";
}

/** The id of the control a field's error belongs to, for moving focus there. */
export const FIELD_CONTROL_IDS: Record<GeneratorField, string | null> = {
  productLink: "product-link",
  details: "product-details",
  language: "language",
  form: null,
};
