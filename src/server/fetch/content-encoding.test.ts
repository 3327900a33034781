import type { ServerResponse } from "node:http";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SafeFetchOptions } from "./fetch-options";
import { safeFetchHtml } from "./safe-fetch";
import {
  createSafetyNet,
  fakeDns,
  failure,
  startLoopbackServer,
  type LoopbackServer,
} from "../../test/fetch-test-support";

const PAGE = "<!doctype html><html><head><title>Teapot</title></head><body><h1>Teapot</h1></body></html>";
const html = Buffer.from(PAGE);
const br = (b: Buffer) => brotliCompressSync(b);
const gz = (b: Buffer) => gzipSync(b);

/** 40 MB of spaces, compressed twice: a few KB on the wire. */
const NESTED_BOMB = gz(gz(Buffer.alloc(40 * 1024 * 1024, " ")));

function send(res: ServerResponse, encoding: string | string[], body: Buffer) {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("content-encoding", encoding);
  res.end(body);
}

const ROUTES: Record<string, (res: ServerResponse) => void> = {
  "/br-gzip": (res) => send(res, "gzip, br", br(gz(html))),
  "/deflate": (res) => send(res, "deflate", deflateSync(html)),
  "/identity": (res) => send(res, "identity", html),
  // The same two codings over two header lines: they are one list (RFC 9110 §5.3).
  "/two-lines": (res) => send(res, ["gzip", "gzip"], gz(gz(html))),
  "/triple-br": (res) => send(res, "br, br, br", br(br(br(html)))),
  // ~4,000 codings: as many as fit in a 16 KB header block.
  "/stacked-br": (res) => send(res, Array(4000).fill("br").join(","), br(html)),
  "/nested-bomb": (res) => send(res, "gzip, gzip", NESTED_BOMB),
};

let site: LoopbackServer;
const net = createSafetyNet();

beforeAll(async () => {
  site = await startLoopbackServer((req, res) => {
    const route = ROUTES[req.url ?? ""];
    if (route) return route(res);
    res.statusCode = 404;
    res.end();
  });
});
afterAll(async () => {
  await site.close();
});
afterEach(() => {
  expect(net.violations).toEqual([]);
});

const opts = (): SafeFetchOptions => ({ allowHosts: [site.hostPort], lookup: fakeDns({}), wrapConnector: net.wrap() });

describe("safeFetchHtml and Content-Encoding", () => {
  it("undoes up to two codings, in the order they were applied, over one or several header lines", async () => {
    for (const path of ["/br-gzip", "/deflate", "/identity", "/two-lines"]) {
      expect((await safeFetchHtml(`${site.origin}${path}`, opts())).html, path).toBe(PAGE);
    }
  });

  it("refuses more than two codings with the page-cannot-be-read message, building no decoder for them", async () => {
    for (const path of ["/triple-br", "/stacked-br"]) {
      const err = await failure(safeFetchHtml(`${site.origin}${path}`, opts()));
      expect(err, path).toMatchObject({
        code: "not_html",
        message: "This link doesn't point to a web page we can read.",
      });
    }
  });

  it("keeps the decompressed-size cap through two layers (a nested gzip bomb)", async () => {
    const err = await failure(safeFetchHtml(`${site.origin}/nested-bomb`, opts()));
    expect(err).toMatchObject({ code: "too_large" });
  });
});
