// Test helpers for the safe fetcher: loopback servers, injected DNS and a connect-time safety
// net. Nothing here may ever open a socket to a non-loopback address.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isIP } from "node:net";
import { FetchFailedError, FetchRefusedError } from "../server/fetch/fetch-errors";
import type { Connector, DnsLookup, ResolvedAddress } from "../server/fetch/fetch-options";

export type LoopbackServer = {
  port: number;
  origin: string;
  /** `127.0.0.1:port`, ready for allowHosts. */
  hostPort: string;
  hits: string[];
  close: () => Promise<void>;
};

export async function startLoopbackServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LoopbackServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.headers.host ?? ""}${req.url ?? ""}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isLoopbackLiteral(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, "$1");
  return (isIP(h) === 4 && h.startsWith("127.")) || h === "::1";
}

/**
 * Wraps the socket-opening connector so that any attempt to dial a non-loopback address throws
 * before a packet leaves, and is recorded so the test can assert none happened.
 */
export function createSafetyNet() {
  const violations: string[] = [];
  const wrap =
    (routes: Record<string, number> = {}) =>
    (base: Connector): Connector =>
    (opts, callback) => {
      const routed = routes[`${opts.hostname}:${opts.port || (opts.protocol === "https:" ? 443 : 80)}`];
      // A "public" stand-in address is served by a loopback fake over plain HTTP.
      const target = routed ? { ...opts, hostname: "127.0.0.1", port: String(routed), protocol: "http:" } : opts;
      if (!isLoopbackLiteral(target.hostname)) {
        violations.push(`${target.hostname}:${target.port}`);
        throw new Error(`safety net: refused to connect to non-loopback ${target.hostname}`);
      }
      return base(target, callback);
    };
  return { violations, wrap };
}

/** A DNS table for tests; unknown names fail like NXDOMAIN, never falling through to real DNS. */
export function fakeDns(table: Record<string, string | string[]>, resolveNipIo = false): DnsLookup {
  return (hostname) => {
    const name = hostname.toLowerCase().replace(/\.$/, "");
    const hit = table[name];
    if (hit) return Promise.resolve(toResolved(Array.isArray(hit) ? hit : [hit]));
    // nip.io-style names embed the address they resolve to.
    const nip = resolveNipIo ? /(?:^|\.)(\d{1,3}(?:\.\d{1,3}){3})\.nip\.io$/.exec(name) : null;
    if (nip?.[1]) return Promise.resolve(toResolved([nip[1]]));
    return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
  };
}

function toResolved(addresses: string[]): ResolvedAddress[] {
  return addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
}

/** The typed error a fetch failed with; any other outcome fails the test. */
export async function failure(p: Promise<unknown>): Promise<FetchRefusedError | FetchFailedError> {
  const err = await p.then(
    () => new Error("expected the fetch to fail"),
    (e: unknown) => e,
  );
  if (err instanceof FetchRefusedError || err instanceof FetchFailedError) return err;
  throw err;
}
