import { gzipSync } from "node:zlib";

/** Bodies smaller than this go uncompressed: the headers would eat the gain. */
const MIN_GZIP_BYTES = 1024;

/**
 * A response body kept with its gzip form, compressed once on first demand. Cached bodies
 * (the library list) are compressed once per version instead of once per request.
 */
export class GzipBody {
  #gzip: Uint8Array<ArrayBuffer> | undefined;
  constructor(readonly plain: Uint8Array<ArrayBuffer>) {}

  /** The bytes to send for this Accept-Encoding, and the Content-Encoding they need. */
  forRequest(acceptEncoding: string | undefined): { bytes: Uint8Array<ArrayBuffer>; encoding?: "gzip" } {
    if (this.plain.byteLength < MIN_GZIP_BYTES || !acceptsGzip(acceptEncoding)) return { bytes: this.plain };
    this.#gzip ??= new Uint8Array(gzipSync(this.plain));
    return { bytes: this.#gzip, encoding: "gzip" };
  }
}

/** True when the client accepts gzip: `gzip` or `*` listed without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name !== "gzip" && name !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}
