import type { ProductFacts } from "../../../shared/product-facts";
import { extractProductFacts } from "../../extract/extract-product-facts";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchHtml } from "../../fetch/safe-fetch";
import { MESSAGES } from "../../../shared/messages";
import { AppError } from "../../http/errors";

export type FactsOutcome = { facts: ProductFacts; notice?: string };

const EMPTY_FACTS: ProductFacts = { features: [], images: [] };
const DETAILS_ONLY_NOTICE = "We couldn't read the product page, so the script is based on your details.";

/**
 * Reads the product page behind a link. A refused link (private address, odd port…) is
 * always an error. A page that fails to load, or that shows no product (an "about us" page, a
 * category page), is an error only when the seller gave no details to write from; otherwise
 * the script is written from the details alone (decision 024).
 */
export async function readProductFacts(
  link: string | undefined,
  hasDetails: boolean,
  fetchOptions: SafeFetchOptions,
): Promise<FactsOutcome> {
  if (!link) return { facts: EMPTY_FACTS };
  try {
    const page = await safeFetchHtml(link, fetchOptions);
    const facts = extractProductFacts(page.html, page.finalUrl);
    if (facts.pageKind !== undefined && facts.pageKind !== "product") {
      if (hasDetails) return { facts: EMPTY_FACTS, notice: MESSAGES.script.notProductPageNotice };
      throw new AppError(422, MESSAGES.script.notProductPage, "not_product_page");
    }
    return { facts };
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new AppError(422, error.message, `link_${error.code}`);
    if (error instanceof FetchFailedError) {
      if (hasDetails) return { facts: EMPTY_FACTS, notice: DETAILS_ONLY_NOTICE };
      throw new AppError(error.code === "timeout" ? 504 : 422, error.message, `page_${error.code}`);
    }
    throw error;
  }
}
