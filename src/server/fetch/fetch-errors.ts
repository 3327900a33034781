import {
  FETCH_KIND_MESSAGES,
  FETCH_REFUSED_MESSAGES,
  PAGE_FETCH_MESSAGES,
} from "../../shared/generator/fetch-messages";
import { MESSAGES } from "../../shared/messages";

/** Why a link was refused before or while connecting (policy, not network trouble). */
export type FetchRefusedCode =
  | "invalid_url"
  | "unsupported_scheme"
  | "credentials_in_url"
  | "port_not_allowed"
  | "private_address"
  | "too_many_redirects";

/** Why a permitted fetch still did not produce a readable HTML page. */
export type FetchFailedCode = "timeout" | "too_large" | "not_html" | "not_image" | "http_status" | "network";

// The seller reads these texts: they are written in src/shared so the client translates them.
const REFUSED_MESSAGES: Record<FetchRefusedCode, string> = {
  invalid_url: FETCH_REFUSED_MESSAGES.invalidUrl,
  unsupported_scheme: FETCH_REFUSED_MESSAGES.unsupportedScheme,
  credentials_in_url: FETCH_REFUSED_MESSAGES.credentialsInUrl,
  port_not_allowed: FETCH_REFUSED_MESSAGES.portNotAllowed,
  private_address: MESSAGES.fetch.privateAddress,
  too_many_redirects: FETCH_REFUSED_MESSAGES.tooManyRedirects,
};

const FAILED_MESSAGES: Record<Exclude<FetchFailedCode, "http_status">, string> = {
  timeout: PAGE_FETCH_MESSAGES.timeout,
  too_large: PAGE_FETCH_MESSAGES.tooLarge,
  not_html: FETCH_KIND_MESSAGES.notHtml,
  not_image: FETCH_KIND_MESSAGES.notImage,
  network: PAGE_FETCH_MESSAGES.unreachable,
};

function failedMessage(code: FetchFailedCode, status: number | undefined): string {
  if (code !== "http_status") return FAILED_MESSAGES[code];
  return status ? PAGE_FETCH_MESSAGES.notLoadedStatus(status) : PAGE_FETCH_MESSAGES.notLoaded;
}

export class FetchRefusedError extends Error {
  override readonly name = "FetchRefusedError";
  constructor(
    readonly code: FetchRefusedCode,
    /** Technical detail for logs; never shown to the user. */
    readonly detail?: string,
  ) {
    super(REFUSED_MESSAGES[code]);
  }
}

export class FetchFailedError extends Error {
  override readonly name = "FetchFailedError";
  constructor(
    readonly code: FetchFailedCode,
    readonly detail?: string,
    /** HTTP status when code is "http_status". */
    readonly status?: number,
  ) {
    super(failedMessage(code, status));
  }

  /**
   * Whether the page may well load if asked again later: it timed out, the network failed, or
   * the shop itself answered that it is overloaded or broken (5xx, 429). Said here, where the
   * answer is known, so callers decide from this flag (decision 050).
   */
  get transient(): boolean {
    if (this.code === "timeout" || this.code === "network") return true;
    return this.code === "http_status" && (this.status === undefined || this.status >= 500 || this.status === 429);
  }
}
