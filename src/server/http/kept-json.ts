import type { Context } from "hono";
import type { GzipBody } from "./gzip-body";

/**
 * A kept JSON answer (the library list, an API page): gzipped for a client that accepts it,
 * plain otherwise, with `Vary: Accept-Encoding`, and never stored by the browser.
 */
export function keptJson(c: Context, body: GzipBody): Response {
  const { bytes, encoding } = body.forRequest(c.req.header("accept-encoding"));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(bytes, 200, headers);
}
