import { MESSAGES } from "../../../shared/messages";
import type { ProductFacts } from "../../../shared/product-facts";
import type { AppDeps } from "../../deps";
import { extractProductFacts } from "../../extract/extract-product-facts";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import { safeFetchHtml } from "../../fetch/safe-fetch";
import { processHostLimiter } from "./host-limiter";

/** A failure worth another attempt: the page or a service was unreachable or overloaded. */
export class TransientItemError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TransientItemError";
  }
}

/** A failure no retry will fix: the item fails with this message (and code). */
export class PermanentItemError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "PermanentItemError";
  }
}

/**
 * An item's product page, fetched politely (host-limiter.ts) through the SSRF-safe fetcher and
 * read for its facts. Undefined when the page is unusable but the row has details to write from
 * (decision 024); otherwise a transient or permanent failure (decision 041).
 */
export async function readFacts(
  deps: AppDeps,
  link: string,
  hasDetails: boolean,
  signal?: AbortSignal,
): Promise<ProductFacts | undefined> {
  const limiter = processHostLimiter({
    concurrency: deps.config.BATCH_HOST_CONCURRENCY,
    delayMs: deps.config.BATCH_HOST_DELAY_MS,
  });
  try {
    // The job's signal: a stopping process lets go of a slow page rather than hold its job.
    const page = await limiter(link, () =>
      safeFetchHtml(link, { allowHosts: deps.config.FETCH_ALLOW_HOSTS, ...(signal ? { signal } : {}) }),
    );
    const facts = extractProductFacts(page.html, page.finalUrl);
    if (facts.pageKind !== undefined && facts.pageKind !== "product") {
      if (hasDetails) return undefined;
      throw new PermanentItemError(MESSAGES.script.notProductPage, "not_product_page");
    }
    return facts;
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new PermanentItemError(error.message, `link_${error.code}`);
    if (error instanceof FetchFailedError) {
      const transient =
        error.code === "timeout" ||
        error.code === "network" ||
        (error.code === "http_status" && (error.status === undefined || error.status >= 500 || error.status === 429));
      if (transient) throw new TransientItemError(error.message, { cause: error });
      if (hasDetails) return undefined;
      throw new PermanentItemError(error.message, `page_${error.code}`);
    }
    throw error;
  }
}
