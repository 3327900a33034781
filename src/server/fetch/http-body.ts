import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { FetchFailedError } from "./fetch-errors";

/**
 * Reads a response body into memory, decompressing it and aborting as soon as the decoded size
 * passes `maxBytes`, so a huge page or a compression bomb never fills memory.
 */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const source = decompress(body, contentEncoding);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buf.length;
      if (total > maxBytes) throw new FetchFailedError("too_large", `body exceeds ${maxBytes} bytes`);
      chunks.push(buf);
    }
  } finally {
    if (source !== body) source.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks, total);
}

function decompress(body: Readable, contentEncoding: string | undefined): Readable {
  // Codings are listed in the order they were applied, so undo them from the last one.
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== "identity")
    .reverse();
  let stream: Readable = body;
  for (const coding of codings) {
    const next = decoderFor(coding);
    const upstream = stream;
    upstream.on("error", (err) => next.destroy(err));
    stream = upstream.pipe(next);
  }
  return stream;
}

function decoderFor(coding: string) {
  switch (coding) {
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      throw new FetchFailedError("not_html", `unsupported content-encoding ${coding}`);
  }
}
