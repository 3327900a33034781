import ipaddr from "ipaddr.js";

export type AddressDecision = {
  allowed: boolean;
  /** ipaddr.js range name ("unicast", "loopback", "private", …), or "metadata" / "invalid" / a tunnel form. */
  reason: string;
};

// Cloud instance-metadata endpoints. Most already fall in a refused range (link-local, CGNAT,
// unique-local, reserved); listing them gives a clearer reason and covers Azure's public-range
// wireserver address, which no range rule would catch.
const METADATA_ADDRESSES = new Set([
  "169.254.169.254", // AWS, GCP, Azure, DigitalOcean, Hetzner, OpenStack
  "169.254.170.2", // AWS ECS task credentials
  "169.254.169.250", // Rancher metadata
  "100.100.100.200", // Alibaba Cloud
  "192.0.0.192", // Oracle Cloud (classic)
  "168.63.129.16", // Azure wireserver
  "fd00:ec2::254", // AWS IMDS over IPv6
]);

/**
 * Decides whether a server may connect to `ip`. Only global unicast addresses pass: deny by
 * default means a range we forgot is refused, not fetched. IPv6 forms that carry an IPv4 address
 * (mapped, NAT64, 6to4) are judged by the IPv4 address they lead to.
 */
export function classifyAddress(ip: string): AddressDecision {
  const text = ip
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  // Accept only canonical spellings here; odd IPv4 forms (0x7f.1, 0177.0.0.1) must already have
  // been normalised by the URL parser, so anything else is a bug or a trick.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) {
    return { allowed: false, reason: "invalid" };
  }
  const canonical = text.includes(":") ? canonicalIPv6(text) : text;
  if (!canonical) return { allowed: false, reason: "invalid" };
  const addr = ipaddr.parse(canonical);
  if (METADATA_ADDRESSES.has(addr.toNormalizedString()) || METADATA_ADDRESSES.has(addr.toString())) {
    return { allowed: false, reason: "metadata" };
  }
  if (addr.kind() === "ipv4") return rangeDecision(addr.range());

  const v6 = addr as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded === "refuse") {
    return { allowed: false, reason: v6.range() === "unicast" ? "ipv4Compatible" : v6.range() };
  }
  if (embedded) {
    const inner = classifyAddress(embedded.toString());
    return inner.allowed ? inner : { allowed: false, reason: `${v6.range()}:${inner.reason}` };
  }
  return rangeDecision(v6.range());
}

// ipaddr.js reads "::a.b.c.d" as IPv4-mapped; the WHATWG serialiser gives the true hex form.
function canonicalIPv6(text: string): string | null {
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function rangeDecision(range: string): AddressDecision {
  return { allowed: range === "unicast", reason: range };
}

/** The IPv4 address an IPv6 form leads to, "refuse" for tunnel forms we never fetch, or null. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | "refuse" | null {
  const p = v6.parts;
  const low32 = () => new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
  switch (v6.range()) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d
      return low32();
    case "rfc6052": // 64:ff9b::a.b.c.d (NAT64) and the local-use 64:ff9b:1::/48
      return p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 ? low32() : "refuse";
    case "6to4": // 2002:AABB:CCDD::/48 routes to a.b.c.d
      return new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]);
    case "teredo": // the client address is obfuscated; no product page lives behind a Teredo relay
      return "refuse";
    default:
      break;
  }
  // Deprecated IPv4-compatible form ::a.b.c.d (ipaddr.js files it under "reserved" or "unicast").
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) return "refuse";
  return null;
}
