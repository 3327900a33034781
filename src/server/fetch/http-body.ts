import { pipeline, type Readable, type Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { FetchFailedError } from "./fetch-errors";

/**
 * Codings undone at most. Servers send one; compressing twice gains nothing, so a longer list is
 * an attack: 5,000 "br" entries fit in a header block, and one decoder each stalled the server.
 */
export const MAX_CONTENT_CODINGS = 2;

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * The codings of a Content-Encoding header (one value, or several header lines, which form one
 * list), in the order to undo them: the last applied first. Refuses, before any decoder exists,
 * a list longer than MAX_CONTENT_CODINGS or a coding we cannot undo.
 */
export function contentCodings(header: string | string[] | undefined): string[] {
  const list = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  const codings: string[] = [];
  for (const entry of list) {
    const coding = entry.trim().toLowerCase();
    if (!coding || coding === "identity") continue;
    if (codings.length === MAX_CONTENT_CODINGS) {
      throw new FetchFailedError("not_html", `more than ${MAX_CONTENT_CODINGS} content codings`);
    }
    if (!DECODERS[coding]) throw new FetchFailedError("not_html", `unsupported content-encoding ${coding}`);
    codings.push(coding);
  }
  return codings.reverse();
}

/**
 * Reads a response body into memory, undoing `codings` (from contentCodings) and aborting as soon
 * as the decoded size passes `maxBytes`, so a huge page or a compression bomb never fills memory.
 * Decoding runs on libuv's thread pool in 16 KB steps, so it never holds up the event loop.
 */
export async function readCappedBody(body: Readable, codings: string[], maxBytes: number): Promise<Buffer> {
  const decoders = codings.map((coding) => DECODERS[coding]!());
  // pipeline() forwards errors along the chain and destroys every stream when one fails; the
  // loop below reads the last decoder (its errors end the loop).
  if (decoders.length > 0) pipeline([body, ...decoders], () => undefined);
  const source: Readable = decoders.at(-1) ?? body;
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
    for (const decoder of decoders) decoder.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks, total);
}
