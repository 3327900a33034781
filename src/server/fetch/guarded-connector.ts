import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type Socket } from "node:net";
import { buildConnector } from "undici";
import { classifyAddress } from "./address-policy";
import { FetchFailedError, FetchRefusedError } from "./fetch-errors";
import type { Connector, ConnectorOptions, DnsLookup, ResolvedAddress } from "./fetch-options";
import { isExemptHost } from "./url-policy";

export type GuardedConnectorOptions = {
  allowHosts?: readonly string[];
  lookup?: DnsLookup;
  connectTimeoutMs: number;
  wrapConnector?: (connector: Connector) => Connector;
};

export const systemLookup: DnsLookup = async (hostname) => {
  const all = await dnsLookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Decides, for the addresses a host name resolved to, which one to connect to. Any refused address
 * refuses the host: a name that answers with both a public and a private address is a DNS
 * rebinding attempt, not a shop. Exported so tests can assert decisions without connecting.
 */
export function decideConnectAddress(
  hostname: string,
  port: number,
  addresses: readonly ResolvedAddress[],
  allowHosts?: readonly string[],
): { allowed: true; addresses: string[] } | { allowed: false; reason: string } {
  if (addresses.length === 0) return { allowed: false, reason: "no addresses" };
  const exempt = isExemptHost(hostnameForUrl(hostname), port, allowHosts);
  for (const { address } of addresses) {
    const decision = classifyAddress(address);
    // allowHosts exempts listed loopback servers only; it never opens the private network.
    if (!decision.allowed && !(exempt && decision.reason === "loopback")) {
      return { allowed: false, reason: `${address} is ${decision.reason}` };
    }
  }
  return { allowed: true, addresses: addresses.map((a) => a.address) };
}

/**
 * An undici connector that resolves the host itself, checks every address, then connects to the
 * checked address (pinning it, so a second DNS answer cannot swap in a private one). TLS still
 * verifies the certificate against the original host name through `servername`.
 */
export function createGuardedConnector(options: GuardedConnectorOptions): Connector {
  const base = buildConnector({ timeout: options.connectTimeoutMs });
  const open = options.wrapConnector ? options.wrapConnector(base) : base;
  const lookup = options.lookup ?? systemLookup;

  return (connectOptions, callback) => {
    let settled = false;
    let late: Socket | null = null;
    const finish = (err: Error | null, socket: Socket | null) => {
      if (settled) {
        socket?.destroy();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (err) callback(err, null);
      else if (socket) callback(null, socket);
    };
    // Covers DNS as well as the handshake, which undici's own timeout does not.
    const timer = setTimeout(() => {
      late?.destroy();
      finish(new FetchFailedError("timeout", `connect to ${connectOptions.hostname} timed out`), null);
    }, options.connectTimeoutMs);

    const attempt = { onSocket: (s: Socket) => (late = s), cancelled: () => settled };
    connectGuarded(connectOptions, lookup, options.allowHosts, open, attempt).then(
      (socket) => finish(null, socket),
      (err: unknown) => finish(err instanceof Error ? err : new FetchFailedError("network", String(err)), null),
    );
  };
}

async function connectGuarded(
  opts: ConnectorOptions,
  lookup: DnsLookup,
  allowHosts: readonly string[] | undefined,
  open: Connector,
  attempt: { onSocket: (socket: Socket) => void; cancelled: () => boolean },
): Promise<Socket> {
  const hostname = opts.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(opts.port) || (opts.protocol === "https:" ? 443 : 80);
  const family = isIP(hostname);
  let resolved: ResolvedAddress[];
  try {
    resolved = family ? [{ address: hostname, family: family === 6 ? 6 : 4 }] : await lookup(hostname);
  } catch (err) {
    throw new FetchFailedError("network", `DNS lookup failed for ${hostname}: ${String(err)}`);
  }
  const decision = decideConnectAddress(hostname, port, resolved, allowHosts);
  if (!decision.allowed) throw new FetchRefusedError("private_address", decision.reason);

  let lastError: unknown;
  for (const address of decision.addresses) {
    // After a timeout nobody waits for this connection; do not start one.
    if (attempt.cancelled()) throw new FetchFailedError("timeout", `connect to ${hostname} cancelled`);
    try {
      return await new Promise<Socket>((resolve, reject) => {
        const socket = open({ ...opts, hostname: address, servername: family ? undefined : hostname }, (err, s) =>
          err ? reject(err) : resolve(s),
        ) as unknown as Socket | undefined;
        if (socket) attempt.onSocket(socket);
      });
    } catch (err) {
      if (err instanceof FetchRefusedError) throw err;
      lastError = err;
    }
  }
  throw new FetchFailedError("network", `could not connect to ${hostname}: ${String(lastError)}`);
}

function hostnameForUrl(hostname: string): string {
  return isIP(hostname) === 6 ? `[${hostname}]` : hostname.toLowerCase();
}
