import { classifyAddress } from "./address-policy";
import type { FetchRefusedCode } from "./fetch-errors";
import { FETCH_DEFAULTS, type SafeFetchOptions } from "./fetch-options";

export type UrlDecision =
  | {
      allowed: true;
      url: URL;
      port: number;
      /** True when the host:port is listed in allowHosts. */
      exempt: boolean;
    }
  | { allowed: false; code: FetchRefusedCode; reason: string };

// Names that only ever mean "this machine" or "this private network" (RFC 6761, RFC 8375, mDNS,
// cloud-internal zones such as metadata.google.internal).
const PRIVATE_SUFFIXES = ["localhost", "local", "internal", "localdomain", "home.arpa", "lan", "intranet"];

/**
 * Decides, without any network access, whether a link may be fetched. The WHATWG URL parser
 * normalises odd IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1, 127.1) to dotted decimal, so
 * the address check below always sees the real address.
 */
export function checkUrl(
  input: string | URL,
  options: Pick<SafeFetchOptions, "allowHosts" | "allowedPorts"> = {},
): UrlDecision {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return refuse("invalid_url", "unparseable URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return refuse("unsupported_scheme", url.protocol);
  }
  if (url.username || url.password) return refuse("credentials_in_url", "userinfo present");

  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const hostname = url.hostname.toLowerCase();
  const exempt = isExemptHost(hostname, port, options.allowHosts);
  if (exempt) return { allowed: true, url, port, exempt };

  // Where a link points matters more than its port, so a private target is named as such.
  if (isIpLiteral(hostname)) {
    const decision = classifyAddress(hostname);
    if (!decision.allowed) return refuse("private_address", decision.reason);
  } else {
    const bare = hostname.replace(/\.$/, "");
    if (!bare.includes(".")) return refuse("private_address", "single-label host name");
    if (PRIVATE_SUFFIXES.some((s) => bare === s || bare.endsWith(`.${s}`))) {
      return refuse("private_address", "private host name");
    }
  }
  const allowedPorts = options.allowedPorts ?? FETCH_DEFAULTS.allowedPorts;
  if (!allowedPorts.includes(port)) return refuse("port_not_allowed", `port ${port}`);
  return { allowed: true, url, port, exempt };
}

/** True when `host:port` is listed in allowHosts (both parts must match). */
export function isExemptHost(hostname: string, port: number, allowHosts: readonly string[] | undefined): boolean {
  if (!allowHosts || allowHosts.length === 0) return false;
  const key = `${hostname.toLowerCase()}:${port}`;
  return allowHosts.some((entry) => normaliseHostPort(entry) === key);
}

function normaliseHostPort(entry: string): string | null {
  try {
    // Parsing through URL gives the same canonical host form (IPv6 brackets, lower case) as the link.
    const u = new URL(`http://${entry.trim()}`);
    if (!u.port && !/:80$/.test(entry.trim())) return null; // a host without a port exempts nothing
    return `${u.hostname.toLowerCase()}:${u.port || 80}`;
  } catch {
    return null;
  }
}

function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);
}

function refuse(code: FetchRefusedCode, reason: string): UrlDecision {
  return { allowed: false, code, reason };
}
