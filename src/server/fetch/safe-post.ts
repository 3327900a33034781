import { request } from "undici";
import { FetchFailedError, FetchRefusedError } from "./fetch-errors";
import { FETCH_DEFAULTS, type SafeFetchOptions } from "./fetch-options";
import { createGuardedAgent } from "./guarded-agent";
import { toFetchError } from "./safe-fetch";
import { checkUrl } from "./url-policy";

export type SafePostResult = { status: number };

/**
 * A receiver gets little time (issue 26): 3 s to accept the connection (DNS included) and 10 s in
 * all to answer, so a dead or slow endpoint holds a worker briefly. Callers may shorten them.
 */
export const SAFE_POST_DEFAULTS = { connectTimeoutMs: 3_000, totalTimeoutMs: 10_000 } as const;

/** What is read of a receiver's answer: enough to free the socket, never a large body. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a body to a user-given URL (a webhook endpoint) under the same guard as product links:
 * the URL passes checkUrl and every connection the connect-time address check. Redirects are not
 * followed (a 3xx is just a status, counted as a failed delivery). Resolves with the status; throws
 * FetchRefusedError (policy) or FetchFailedError (network, time).
 */
export async function safePost(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: SafeFetchOptions = {},
): Promise<SafePostResult> {
  const decision = checkUrl(url, options);
  if (!decision.allowed) throw new FetchRefusedError(decision.code, `${decision.reason} (${url})`);
  const totalTimeoutMs = Math.min(
    options.totalTimeoutMs ?? SAFE_POST_DEFAULTS.totalTimeoutMs,
    SAFE_POST_DEFAULTS.totalTimeoutMs,
  );
  const deadline = AbortSignal.timeout(totalTimeoutMs);
  const agent = createGuardedAgent(options, {
    connectTimeoutMs: Math.min(
      options.connectTimeoutMs ?? SAFE_POST_DEFAULTS.connectTimeoutMs,
      SAFE_POST_DEFAULTS.connectTimeoutMs,
      totalTimeoutMs,
    ),
    totalTimeoutMs,
  });
  try {
    const res = await request(decision.url, {
      dispatcher: agent,
      method: "POST",
      signal: deadline,
      headers: { "user-agent": options.userAgent ?? FETCH_DEFAULTS.userAgent, ...headers },
      body,
    });
    await res.body.dump({ limit: MAX_ANSWER_BYTES }).catch(() => undefined);
    return { status: res.statusCode };
  } catch (err) {
    const error = toFetchError(err, deadline);
    throw error instanceof FetchRefusedError || error instanceof FetchFailedError ? error : err;
  } finally {
    agent.destroy().catch(() => undefined);
  }
}
