import { Agent } from "undici";
import type { SafeFetchOptions } from "./fetch-options";
import { createGuardedConnector } from "./guarded-connector";

/**
 * The one kind of HTTP agent every outgoing request to a user-given address uses (product pages,
 * feeds, cover images, webhooks): its connector checks each resolved address before it connects,
 * and a request may not outlast `totalTimeoutMs` waiting for headers or body.
 */
export function createGuardedAgent(
  options: Pick<SafeFetchOptions, "allowHosts" | "lookup" | "wrapConnector">,
  limits: { connectTimeoutMs: number; totalTimeoutMs: number },
): Agent {
  return new Agent({
    connect: createGuardedConnector({
      allowHosts: options.allowHosts,
      lookup: options.lookup,
      connectTimeoutMs: limits.connectTimeoutMs,
      wrapConnector: options.wrapConnector,
    }),
    headersTimeout: limits.totalTimeoutMs,
    bodyTimeout: limits.totalTimeoutMs,
  });
}
