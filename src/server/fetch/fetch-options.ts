import type { buildConnector } from "undici";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to every address it has; injected by tests so they never touch real DNS. */
export type DnsLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export type Connector = buildConnector.connector;
export type ConnectorOptions = buildConnector.Options;

export type SafeFetchOptions = {
  /**
   * `host:port` entries whose loopback servers may be fetched (tests and local demos only; empty
   * by default). Both host and port must match.
   */
  allowHosts?: readonly string[];
  /** Ports a link may use; default 80 and 443. */
  allowedPorts?: readonly number[];
  maxRedirects?: number;
  /** Budget for DNS resolution plus the TCP/TLS handshake of one connection. */
  connectTimeoutMs?: number;
  /** Budget for the whole fetch: every redirect hop and the body. */
  totalTimeoutMs?: number;
  /** Largest body accepted, counted after decompression. */
  maxBytes?: number;
  lookup?: DnsLookup;
  /**
   * Wraps the connector that opens sockets, after the address check. Tests install a
   * loopback-only safety net here; production leaves it unset.
   */
  wrapConnector?: (connector: Connector) => Connector;
  userAgent?: string;
  signal?: AbortSignal;
};

export const FETCH_DEFAULTS = {
  allowedPorts: [80, 443],
  maxRedirects: 5,
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  userAgent: "Mozilla/5.0 (compatible; ShelfTalk/1.0; product description reader)",
} as const;
