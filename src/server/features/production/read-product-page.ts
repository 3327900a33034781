import { MESSAGES } from "../../../shared/messages";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { extractProductFacts } from "../../extract/extract-product-facts";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchHtml } from "../../fetch/safe-fetch";
import { NotAProductPage, PageRefused, PageUnreachable } from "../../lib/domain-errors";
import type { HostLimiter } from "../batches/host-limiter";
import { DETAILS_ONLY_NOTICE } from "../../../shared/generator/fetch-messages";

export type ProductPageReading = { facts: ProductFacts; notice?: string };

export const EMPTY_FACTS: ProductFacts = { features: [], images: [] };
export { DETAILS_ONLY_NOTICE };

export type ReadProductPageOptions = {
  link: string | undefined;
  /** The seller gave details to write from, so an unusable page need not stop the script. */
  hasDetails: boolean;
  fetchOptions: SafeFetchOptions;
  /**
   * A page that may load later (a timeout, the shop's 5xx): "use-details" writes from the details
   * now (the form, where the seller waits); "retry" throws a retryable PageUnreachable so a job
   * tries again with backoff (decision 041).
   */
  whenPageMayLoadLater: "use-details" | "retry";
  /** Spaces out fetches to one host (a batch's polite limiter, host-limiter.ts). */
  hostLimiter?: HostLimiter;
  /** A stopping job lets go of a slow page rather than hold its job. */
  signal?: AbortSignal;
};

/**
 * Step one of production, the one page read for every door: fetch the product page through the
 * SSRF-safe fetcher and extract its facts. A refused link is always an error. A page that fails
 * to load, or shows no product (an "about us" page), is an error only without details to write
 * from; otherwise the script is written from the details alone, with a notice (decision 024).
 */
export async function readProductPage(options: ReadProductPageOptions): Promise<ProductPageReading> {
  const { link, hasDetails } = options;
  if (!link) return { facts: EMPTY_FACTS };
  const fetchOptions = options.signal ? { ...options.fetchOptions, signal: options.signal } : options.fetchOptions;
  try {
    const fetchPage = () => safeFetchHtml(link, fetchOptions);
    const page = await (options.hostLimiter ? options.hostLimiter(link, fetchPage) : fetchPage());
    const facts = extractProductFacts(page.html, page.finalUrl);
    if (facts.pageKind !== undefined && facts.pageKind !== "product") {
      if (hasDetails) return { facts: EMPTY_FACTS, notice: MESSAGES.script.notProductPageNotice };
      throw new NotAProductPage(MESSAGES.script.notProductPage);
    }
    return { facts };
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new PageRefused(error.code, error.message);
    if (error instanceof FetchFailedError) {
      const retryable = error.transient;
      if (retryable && options.whenPageMayLoadLater === "retry")
        throw new PageUnreachable(error.code, error.message, { retryable, cause: error });
      if (hasDetails) return { facts: EMPTY_FACTS, notice: DETAILS_ONLY_NOTICE };
      throw new PageUnreachable(error.code, error.message, { retryable, cause: error });
    }
    throw error;
  }
}
