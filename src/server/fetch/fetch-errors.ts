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

// User-facing texts live here rather than in shared/messages.ts because only the private-address
// text is part of the shared catalogue; the rest are specific to this module's callers.
const REFUSED_MESSAGES: Record<FetchRefusedCode, string> = {
  invalid_url: "This doesn't look like a valid web address.",
  unsupported_scheme: "Only http:// and https:// links can be read.",
  credentials_in_url: "Links containing a user name or password can't be fetched.",
  port_not_allowed: "Links to unusual ports can't be fetched. Please use a normal web address.",
  private_address: MESSAGES.fetch.privateAddress,
  too_many_redirects: "This link redirects too many times to be fetched.",
};

const FAILED_MESSAGES: Record<FetchFailedCode, string> = {
  timeout: "The product page took too long to respond. Please try again.",
  too_large: "The product page is too large to read.",
  not_html: "This link doesn't point to a web page we can read.",
  not_image: "This link doesn't point to a JPEG or PNG image.",
  http_status: "The product page could not be loaded.",
  network: "The product page could not be reached. Please check the link and try again.",
};

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
    super(code === "http_status" && status ? `${FAILED_MESSAGES[code]} (HTTP ${status})` : FAILED_MESSAGES[code]);
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
