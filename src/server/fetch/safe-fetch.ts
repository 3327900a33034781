import { errors as undiciErrors, request } from "undici";
import { decodeHtml, isHtmlMime, parseContentType, sniffsAsHtml } from "./charset";
import { FetchFailedError, FetchRefusedError } from "./fetch-errors";
import { FETCH_DEFAULTS, type SafeFetchOptions } from "./fetch-options";
import { createGuardedAgent } from "./guarded-agent";
import { contentCodings, readCappedBody } from "./http-body";
import { firstHeader, redirectOrOk, refuseDeclaredTooLarge } from "./response-steps";
import { checkUrl } from "./url-policy";

export type SafeFetchResult = {
  /** The URL of the page after redirects. */
  finalUrl: string;
  status: number;
  html: string;
  contentType: string;
  charset: string;
  /** The answer's validators, for a later conditional request (connected shops, issue 23). */
  etag?: string;
  lastModified?: string;
};

/** Validators from an earlier answer: sent as If-None-Match / If-Modified-Since. */
export type ConditionalValidators = { etag?: string | null; lastModified?: string | null };

/** A conditional fetch's answer: the page, or "not modified" (304), which costs no reading. */
export type ConditionalFetchResult =
  (SafeFetchResult & { notModified: false }) | { notModified: true; finalUrl: string };

/**
 * Fetches a user-supplied link as HTML without letting it reach private networks.
 * Every URL (the first and each redirect target) passes checkUrl; every connection passes the
 * address check in the guarded connector at connect time, against the address actually dialled.
 * Throws FetchRefusedError (policy) or FetchFailedError (network, size, time, content type).
 */
export async function safeFetchHtml(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  return safeFetchDocument(url, options, "html");
}

/**
 * safeFetchHtml with a conditional request (issue 23's sync): the validators of the last answer
 * go out as If-None-Match / If-Modified-Since, and a 304 comes back as `notModified` (no body read).
 */
export async function safeFetchHtmlConditional(
  url: string,
  validators: ConditionalValidators,
  options: SafeFetchOptions = {},
): Promise<ConditionalFetchResult> {
  const result = await safeFetchDocument(url, options, "html", validators);
  return result === NOT_MODIFIED ? { notModified: true, finalUrl: url } : { ...result, notModified: false };
}

const NOT_MODIFIED = Symbol("not modified");

/** Data a catalogue is read from (issue 16): JSON (Shopify's products.json), XML (RSS, Atom, sitemaps) or text. */
const FEED_MIMES = new Set([
  "application/json",
  "application/xml",
  "text/xml",
  "application/rss+xml",
  "application/atom+xml",
  "text/plain",
  // A connected shop's catalogue may be a CSV link (issue 23).
  "text/csv",
]);

/**
 * safeFetchHtml's twin for feeds: the same guard and limits, JSON/XML/text instead of HTML. The
 * text is in `html` (decoded by the same charset rules).
 */
export async function safeFetchFeed(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  return safeFetchDocument(url, options, "feed");
}

async function safeFetchDocument(
  url: string,
  options: SafeFetchOptions,
  kind: "html" | "feed",
): Promise<SafeFetchResult>;
async function safeFetchDocument(
  url: string,
  options: SafeFetchOptions,
  kind: "html" | "feed",
  validators: ConditionalValidators,
): Promise<SafeFetchResult | typeof NOT_MODIFIED>;
async function safeFetchDocument(
  url: string,
  options: SafeFetchOptions,
  kind: "html" | "feed",
  validators?: ConditionalValidators,
): Promise<SafeFetchResult | typeof NOT_MODIFIED> {
  const maxRedirects = options.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;
  const maxBytes = options.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const totalTimeoutMs = options.totalTimeoutMs ?? FETCH_DEFAULTS.totalTimeoutMs;
  const deadline = AbortSignal.timeout(totalTimeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const agent = createGuardedAgent(options, {
    connectTimeoutMs: options.connectTimeoutMs ?? FETCH_DEFAULTS.connectTimeoutMs,
    totalTimeoutMs,
  });

  try {
    let current = url;
    for (let hop = 0; ; hop++) {
      const decision = checkUrl(current, options);
      if (!decision.allowed) throw new FetchRefusedError(decision.code, `${decision.reason} (${current})`);

      const res = await request(decision.url, {
        dispatcher: agent,
        method: "GET",
        signal,
        headers: {
          "user-agent": options.userAgent ?? FETCH_DEFAULTS.userAgent,
          accept:
            kind === "html"
              ? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1"
              : "application/json,application/xml,text/xml;q=0.9,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
          ...(validators?.etag ? { "if-none-match": validators.etag } : {}),
          ...(validators?.lastModified ? { "if-modified-since": validators.lastModified } : {}),
        },
      });
      if (res.statusCode === 304 && validators) {
        await res.body.dump();
        return NOT_MODIFIED;
      }
      const next = await redirectOrOk(res, decision.url, hop, maxRedirects);
      if (next) {
        current = next;
        continue;
      }

      const contentType = parseContentType(firstHeader(res, "content-type"));
      const mimeAccepted = (mime: string) => (kind === "html" ? isHtmlMime(mime) : FEED_MIMES.has(mime));
      if (contentType.mime && !mimeAccepted(contentType.mime)) {
        await res.body.dump();
        throw new FetchFailedError("not_html", contentType.mime);
      }
      // Refused here, before a decoder exists (the agent is destroyed below, dropping the body).
      const codings = contentCodings(res.headers["content-encoding"]);
      await refuseDeclaredTooLarge(res, codings, maxBytes);
      const bytes = await readCappedBody(res.body, codings, maxBytes);
      // A missing content-type is tolerated only when the bytes themselves look like HTML.
      if (kind === "html" && !contentType.mime && !sniffsAsHtml(bytes))
        throw new FetchFailedError("not_html", "no content-type");

      const { html, charset } = decodeHtml(bytes, contentType.charset);
      return {
        finalUrl: decision.url.toString(),
        status: res.statusCode,
        html,
        contentType: contentType.mime ?? "text/html",
        charset,
        ...validatorsOf(res),
      };
    }
  } catch (err) {
    throw toFetchError(err, deadline);
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

function validatorsOf(res: Parameters<typeof firstHeader>[0]): { etag?: string; lastModified?: string } {
  const etag = firstHeader(res, "etag");
  const lastModified = firstHeader(res, "last-modified");
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

export function toFetchError(err: unknown, deadline: AbortSignal): Error {
  if (err instanceof FetchRefusedError || err instanceof FetchFailedError) return err;
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause instanceof FetchRefusedError || cause instanceof FetchFailedError) return cause;
  if (
    deadline.aborted ||
    err instanceof undiciErrors.HeadersTimeoutError ||
    err instanceof undiciErrors.BodyTimeoutError ||
    err instanceof undiciErrors.ConnectTimeoutError
  ) {
    return new FetchFailedError("timeout", String(err));
  }
  return new FetchFailedError("network", err instanceof Error ? `${err.name}: ${err.message}` : String(err));
}
