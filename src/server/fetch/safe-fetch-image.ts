import { fileTypeFromBuffer } from "file-type";
import { request } from "undici";
import { parseContentType } from "./charset";
import { FetchFailedError, FetchRefusedError } from "./fetch-errors";
import { FETCH_DEFAULTS, type SafeFetchOptions } from "./fetch-options";
import { createGuardedAgent } from "./guarded-agent";
import { contentCodings, readCappedBody } from "./http-body";
import { toFetchError } from "./safe-fetch";
import { firstHeader, redirectOrOk, refuseDeclaredTooLarge } from "./response-steps";
import { checkUrl } from "./url-policy";

export type SafeImage = { mime: "image/jpeg" | "image/png"; bytes: Uint8Array; finalUrl: string };

/**
 * An image's own limits (issue 18, the MP3's cover): far smaller than a page's, since a cover is
 * a nicety the generation must never wait on or store large.
 */
export const IMAGE_FETCH_LIMITS = {
  maxBytes: 1024 * 1024,
  totalTimeoutMs: 5_000,
  connectTimeoutMs: 3_000,
  maxRedirects: 3,
} as const;

const SNIFFED: Record<string, SafeImage["mime"]> = { "image/jpeg": "image/jpeg", "image/png": "image/png" };

/**
 * Fetches an image behind a user-supplied (page-supplied) URL under the same guard as
 * safeFetchHtml: every URL and redirect target passes checkUrl, every connection the address
 * check at connect time. Only JPEG and PNG are accepted, by their bytes (file-type), never by the
 * server's word: SVG (script, external references) and everything else is refused as not_image.
 */
export async function safeFetchImage(url: string, options: SafeFetchOptions = {}): Promise<SafeImage> {
  const maxRedirects = Math.min(
    options.maxRedirects ?? IMAGE_FETCH_LIMITS.maxRedirects,
    IMAGE_FETCH_LIMITS.maxRedirects,
  );
  const maxBytes = Math.min(options.maxBytes ?? IMAGE_FETCH_LIMITS.maxBytes, IMAGE_FETCH_LIMITS.maxBytes);
  const totalTimeoutMs = Math.min(
    options.totalTimeoutMs ?? IMAGE_FETCH_LIMITS.totalTimeoutMs,
    IMAGE_FETCH_LIMITS.totalTimeoutMs,
  );
  const deadline = AbortSignal.timeout(totalTimeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const agent = createGuardedAgent(options, {
    connectTimeoutMs: Math.min(
      options.connectTimeoutMs ?? IMAGE_FETCH_LIMITS.connectTimeoutMs,
      IMAGE_FETCH_LIMITS.connectTimeoutMs,
    ),
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
          accept: "image/jpeg,image/png;q=0.9",
          "accept-encoding": "identity",
        },
      });
      const next = await redirectOrOk(res, decision.url, hop, maxRedirects);
      if (next) {
        current = next;
        continue;
      }
      // A declared type that is not an image (an HTML error page with 200) is refused unread.
      const { mime } = parseContentType(firstHeader(res, "content-type"));
      if (mime && !mime.startsWith("image/") && mime !== "application/octet-stream") {
        await res.body.dump();
        throw new FetchFailedError("not_image", mime);
      }
      const codings = contentCodings(res.headers["content-encoding"]);
      await refuseDeclaredTooLarge(res, codings, maxBytes);
      const bytes = await readCappedBody(res.body, codings, maxBytes);
      const sniffed = SNIFFED[(await fileTypeFromBuffer(bytes))?.mime ?? ""];
      if (!sniffed) throw new FetchFailedError("not_image", `bytes are not JPEG or PNG (declared ${mime ?? "none"})`);
      return { mime: sniffed, bytes: new Uint8Array(bytes), finalUrl: decision.url.toString() };
    }
  } catch (err) {
    throw toFetchError(err, deadline);
  } finally {
    agent.destroy().catch(() => undefined);
  }
}
