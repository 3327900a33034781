import { Readable } from "node:stream";
import type { Context } from "hono";
import type { ByteRange, StorageProvider } from "../providers/storage/storage-provider";
import type { ApiErrorBody } from "../../shared/api-error-schemas";
import { notFound } from "./errors";

export type ServeStoredFileOptions = {
  contentType: string;
  /** Sent as Content-Disposition: attachment when set (downloads); inline playback otherwise. */
  downloadName?: string;
  cacheControl: string;
  /**
   * A version that changes whenever the bytes do (e.g. the row's updatedAt). Needed when a key
   * is overwritten in place; without it the ETag is derived from the key and size only.
   */
  version?: string;
};

type RangeRequest = { kind: "none" } | { kind: "range"; range: ByteRange } | { kind: "unsatisfiable" };

/**
 * Parses a Range header for one range of `size` bytes (RFC 9110 §14). Several ranges or a
 * malformed header are ignored (the whole file is sent), which the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { kind: "none" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "none" };
  if (first === "") {
    // Suffix range: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== "" && Number(last) < start)) return { kind: "unsatisfiable" };
  return { kind: "range", range: { start, end } };
}

function etagOf(key: string, size: number, version: string | undefined): string {
  const tag = `${key}|${size}|${version ?? ""}`;
  // FNV-1a: a short stable tag; it only has to change when key, size or version do.
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i += 1) hash = Math.imul(hash ^ tag.charCodeAt(i), 0x01000193) >>> 0;
  return `"${hash.toString(36)}-${size.toString(36)}"`;
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams an object from storage with HTTP range support: 200 for the whole file, 206 with
 * Content-Range for one range, 416 when the range lies outside the file, 304 when the
 * client's ETag still matches. Audio elements seek with ranges, so every player route uses this.
 * Throws notFound when the key does not exist. Access control is the caller's job.
 */
export async function serveStoredFile(
  c: Context,
  storage: StorageProvider,
  key: string,
  options: ServeStoredFileOptions,
): Promise<Response> {
  const info = await storage.stat(key);
  if (!info) throw notFound();
  const etag = etagOf(key, info.size, options.version);
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": options.cacheControl,
    ETag: etag,
  });
  if (options.downloadName) headers.set("Content-Disposition", contentDisposition(options.downloadName));

  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }

  // If-Range: a range only applies to the version the client already holds.
  const ifRange = c.req.header("if-range");
  const rangeHeader = ifRange && ifRange !== etag ? undefined : c.req.header("range");
  const requested = parseRange(rangeHeader, info.size);
  if (requested.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${info.size}`);
    // Like every API error, a JSON body that says what went wrong (players only read the status).
    headers.set("Content-Type", "application/json");
    const body = JSON.stringify({
      error: "The requested byte range is outside the file.",
      code: "range_not_satisfiable",
    } satisfies ApiErrorBody);
    return new Response(body, { status: 416, headers });
  }

  const range = requested.kind === "range" ? requested.range : undefined;
  const length = range ? range.end - range.start + 1 : info.size;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
  const status = range ? 206 : 200;
  if (c.req.method === "HEAD" || length === 0) return new Response(null, { status, headers });

  const stream = await storage.read(key, range);
  if (!stream) throw notFound();
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
