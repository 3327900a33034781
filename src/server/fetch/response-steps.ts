import type { Dispatcher } from "undici";
import { FetchFailedError, FetchRefusedError } from "./fetch-errors";

/*
 * The steps every guarded GET takes with an answer, whatever it reads (pages, feeds, covers):
 * follow a redirect (re-checked by the caller's next hop), refuse a non-2xx, and refuse a body
 * declared larger than the cap before a decoder exists.
 */

type Answer = Dispatcher.ResponseData;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function firstHeader(res: Answer, name: string): string | undefined {
  const v = res.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The next URL for a redirect (body dropped), or undefined for a 2xx answer; any other status throws. */
export async function redirectOrOk(res: Answer, from: URL, hop: number, maxRedirects: number) {
  const location = firstHeader(res, "location");
  if (REDIRECT_STATUSES.has(res.statusCode) && location) {
    await res.body.dump();
    if (hop >= maxRedirects) throw new FetchRefusedError("too_many_redirects", `more than ${maxRedirects}`);
    // Relative Location values resolve against the URL that answered; the next hop re-checks it.
    return new URL(location, from).toString();
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    await res.body.dump();
    throw new FetchFailedError("http_status", `status ${res.statusCode}`, res.statusCode);
  }
  return undefined;
}

/** Refuses, unread, an uncompressed body whose declared length is over the cap. */
export async function refuseDeclaredTooLarge(res: Answer, codings: string[], maxBytes: number): Promise<void> {
  const length = Number(firstHeader(res, "content-length"));
  if (Number.isFinite(length) && length > maxBytes && codings.length === 0) {
    await res.body.dump();
    throw new FetchFailedError("too_large", `content-length ${length}`);
  }
}
