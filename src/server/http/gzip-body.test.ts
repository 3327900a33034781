import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, GzipBody } from "./gzip-body";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["br, gzip;q=0", false],
    ["identity", false],
    ["deflate, br", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("GzipBody", () => {
  const json = new TextEncoder().encode(JSON.stringify({ audios: Array(40).fill({ script: "Meet the product. " }) }));

  it("sends gzip when accepted, the same bytes each time, and they decompress to the body", () => {
    const body = new GzipBody(json);
    const first = body.forRequest("gzip, br");
    expect(first.encoding).toBe("gzip");
    expect(first.bytes.byteLength).toBeLessThan(json.byteLength / 4);
    expect(new Uint8Array(gunzipSync(first.bytes))).toEqual(json);
    expect(body.forRequest("gzip").bytes).toBe(first.bytes);
  });

  it("sends the plain body when gzip is not accepted, or when the body is small", () => {
    expect(new GzipBody(json).forRequest(undefined)).toEqual({ bytes: json });
    const small = new TextEncoder().encode('{"audios":[]}');
    expect(new GzipBody(small).forRequest("gzip")).toEqual({ bytes: small });
  });
});
