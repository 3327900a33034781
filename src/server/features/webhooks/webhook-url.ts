import { isIP } from "node:net";
import type { DnsLookup, SafeFetchOptions } from "../../fetch/fetch-options";
import { decideConnectAddress, systemLookup } from "../../fetch/guarded-connector";
import { checkUrl } from "../../fetch/url-policy";
import { badRequest } from "../../http/errors";
import { WEBHOOK_URL_MESSAGES } from "../../../shared/developers/webhook-messages";

export type WebhookUrlOptions = Pick<SafeFetchOptions, "allowHosts"> & {
  /** Resolves the endpoint's name at registration; the system resolver unless a test injects one. */
  lookup?: DnsLookup;
};

export { WEBHOOK_URL_MESSAGES };

const refuse = (message: string) => badRequest(message, "invalid_webhook_url");

/**
 * The same rules as product links (public http(s) address, ports 80/443; FETCH_ALLOW_HOSTS for
 * loopback tests), checked at registration with the guard's own resolver and address decision:
 * a name that resolves to a private address is refused now, not only at its first delivery.
 * Every delivery checks again at connect time (DNS can change).
 */
export async function assertDeliverableUrl(url: string, options: WebhookUrlOptions): Promise<string> {
  const decision = checkUrl(url, options);
  if (!decision.allowed) {
    if (decision.code === "private_address") throw refuse(WEBHOOK_URL_MESSAGES.private);
    if (decision.code === "port_not_allowed") throw refuse(WEBHOOK_URL_MESSAGES.port);
    if (decision.code === "credentials_in_url") throw refuse(WEBHOOK_URL_MESSAGES.credentials);
    throw refuse(WEBHOOK_URL_MESSAGES.invalid);
  }
  const hostname = decision.url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!decision.exempt && isIP(hostname) === 0) {
    let addresses;
    try {
      addresses = await (options.lookup ?? systemLookup)(hostname);
    } catch {
      throw refuse(WEBHOOK_URL_MESSAGES.unresolved);
    }
    const resolved = decideConnectAddress(hostname, decision.port, addresses, options.allowHosts);
    if (!resolved.allowed)
      throw refuse(addresses.length === 0 ? WEBHOOK_URL_MESSAGES.unresolved : WEBHOOK_URL_MESSAGES.private);
  }
  return decision.url.toString();
}
