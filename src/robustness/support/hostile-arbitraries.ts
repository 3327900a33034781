import fc from "fast-check";

/**
 * Cheap generators of malformed input: bodies, query strings, path segments and headers.
 * They favour the values that break parsers (wrong types, half-JSON, odd encodings,
 * prototype keys, huge or empty strings) over uniform noise, which a schema refuses at once.
 */

export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "\t\r\n",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%",
  "%%",
  "%E0%A4%A",
  "%u0041",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "'; drop table auth_users; --",
  "$(reboot)",
  "${7*7}",
  "\r\nSet-Cookie: pwned=1",
  "\u202e\u0000\uffff",
  "\ud800",
  "😀".repeat(40),
  "a".repeat(5000),
  "x@",
  "@x",
  "a@b",
  "javascript:alert(1)",
  "file:///etc/passwd",
  "http://169.254.169.254/latest/meta-data/",
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 12 }), weight: 1 },
);

/** Any JSON value, including the shapes a handler does not expect (arrays, null, numbers, deep nesting). */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
    hostileString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor")), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A value for a field a schema expects: sometimes right-typed, mostly not. */
export const hostileField: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileJsonValue, weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/** A plausible value with a NUL slipped into it (when it is text): valid to a schema, poison to PostgreSQL. */
const withNul = (plausible: fc.Arbitrary<unknown>) =>
  fc
    .tuple(plausible, fc.nat())
    .map(([v, at]) =>
      typeof v === "string" ? `${v.slice(0, at % (v.length + 1))}\u0000${v.slice(at % (v.length + 1))}` : v,
    );

/** An object with the keys an endpoint reads, each filled with a hostile, plausible or NUL-laced value. */
export function hostileObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const withHostile = Object.fromEntries(
    Object.entries(fields).map(([key, plausible]) => [key, fc.oneof(hostileField, plausible, withNul(plausible))]),
  );
  // Keys may be absent, and JSON.stringify drops undefined values: both are the "field missing" case.
  return fc.record(withHostile, { requiredKeys: [] });
}

export type HostileBody = { contentType: string | undefined; body: string | Uint8Array<ArrayBuffer> | undefined };

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "multipart/form-data",
  "application/xml",
  "audio/mpeg",
  ";;;",
  "",
] as const;

const rawBodyText: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.constantFrom("{", "[", '{"a":', "{'a':1}", '{"a":1,}', "\ufeff{}", "[]]", '"just a string"', "1", "-", "null"),
  fc.string({ maxLength: 60 }).map((s) => `{${s}`),
  fc.string({ maxLength: 30 }).map((s) => `a=${encodeURIComponent(s)}&email=&password=`),
  fc.constantFrom(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--`),
);

/**
 * A request body: JSON of an endpoint-shaped object (from `shaped`), JSON of anything,
 * or text and bytes that are not JSON at all, under a content type that may lie.
 */
export function hostileBody(shaped?: fc.Arbitrary<unknown>): fc.Arbitrary<HostileBody> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => JSON.stringify(v) ?? "");
  const text = fc.oneof(
    ...(shaped ? [{ arbitrary: json(shaped), weight: 6 }] : []),
    { arbitrary: json(hostileJsonValue), weight: 2 },
    { arbitrary: rawBodyText, weight: 2 },
  );
  return fc.oneof(
    {
      arbitrary: fc.record({
        contentType: fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.constant(undefined)),
        body: text,
      }),
      weight: 9,
    },
    {
      arbitrary: fc.record({
        contentType: fc.constantFrom<string | undefined>("application/json", undefined, "application/octet-stream"),
        body: fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array(b)),
          fc.constant(undefined),
        ),
      }),
      weight: 1,
    },
  );
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes the bytes of
 * an encoded surrogate: invalid UTF-8 once decoded, which is just what a hostile client sends.
 */
export function encodeHostile(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => (/[\ud800-\udfff]/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
  }
}

/** A query string (without "?"): hostile keys and values, raw or percent-encoded, repeated keys. */
export function hostileQuery(keys: readonly string[] = []): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, "__proto__", "a[b]", "a[]", "", "constructor"), hostileString);
  const encoded = fc.tuple(key, hostileString).map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v)}`);
  const raw = fc.constantFrom("%", "%%", "=", "&&", "a=%E0%A4%A", "a=%", "%ZZ=1", "a=1&a=2&a=", "a[=1", "+=+");
  return fc.array(fc.oneof(encoded, raw), { maxLength: 5 }).map((pairs) => pairs.join("&"));
}

/** A path segment: percent-encoded hostile text, or raw sequences that are not valid percent-encoding. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map(encodeHostile), weight: 4 },
  {
    arbitrary: fc.constantFrom("%", "%E0%A4%A", "%2e%2e", "..", ".", "%2F", "%00", "-1", "1e3", "00", "9", "99", "0x1"),
    weight: 2,
  },
  { arbitrary: fc.uuid().map((u) => u.toUpperCase()), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
);

/** Header values must be ByteStrings without CR, LF or NUL, or the client itself refuses to send them. */
const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary-ascii", maxLength: 40 }).map((s) => s.replace(/[\r\n\0]/g, "")),
  fc.constantFrom(
    "",
    "null",
    "bytes=0-",
    "bytes=-0",
    "bytes=99999999999999999999-",
    "bytes=5-1",
    "bytes=0-1,2-3",
    "bytes=abc",
    '"abc"',
    'W/"x"',
    "*",
    "Bearer ",
    "Bearer null",
    "Basic Og==",
    "better-auth.session_token=",
    "better-auth.session_token=abc.def; better-auth.session_token=ghi",
    "better-auth.session_token=%E0%A4%A",
    "a=b; ; ;=; __proto__=1",
    "http://evil.example",
    "null",
    "x".repeat(8000),
  ),
);

const HEADER_NAMES = [
  "cookie",
  "origin",
  "referer",
  "range",
  "if-range",
  "if-none-match",
  "authorization",
  "accept",
  "accept-encoding",
  "x-forwarded-for",
  "x-request-id",
  "user-agent",
  "stripe-signature",
  "x-shelftalk-client-ip",
] as const;

/** A few hostile headers to add to (or override on) a request. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(...HEADER_NAMES),
  headerValue,
  { maxKeys: 4 },
);
