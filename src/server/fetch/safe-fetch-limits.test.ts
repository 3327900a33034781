import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SafeFetchOptions } from "./fetch-options";
import { safeFetchHtml } from "./safe-fetch";
import { createSafetyNet, fakeDns, failure, type LoopbackServer } from "../../test/fetch-test-support";
import { PAGE, startTestSite } from "../../test/fetch-test-site";

let site: LoopbackServer;
const net = createSafetyNet();

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(async () => {
  await site.close();
});

afterEach(() => {
  // Whatever a test did, no connection attempt may have targeted a non-loopback address.
  expect(net.violations).toEqual([]);
});

function opts(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return { allowHosts: [site.hostPort], lookup: fakeDns({}), wrapConnector: net.wrap(), ...extra };
}

describe("safeFetchHtml limits, content types and charsets", () => {
  it("aborts a body larger than 5 MB while streaming", async () => {
    const err = await failure(safeFetchHtml(`${site.origin}/huge`, opts()));
    expect(err).toMatchObject({ code: "too_large" });
  });

  it("counts decompressed bytes, so a gzip bomb is refused", async () => {
    const err = await failure(safeFetchHtml(`${site.origin}/bomb`, opts()));
    expect(err).toMatchObject({ code: "too_large" });
    expect((await safeFetchHtml(`${site.origin}/gzip`, opts())).html).toBe(PAGE);
  });

  it("gives up on a server that never answers (total timeout)", async () => {
    const started = Date.now();
    const err = await failure(safeFetchHtml(`${site.origin}/hang`, opts({ totalTimeoutMs: 300 })));
    expect(err).toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("gives up on a body that trickles in past the total timeout", async () => {
    const err = await failure(safeFetchHtml(`${site.origin}/drip`, opts({ totalTimeoutMs: 400 })));
    expect(err).toMatchObject({ code: "timeout" });
  });

  it("gives up when connecting takes longer than the connect timeout", async () => {
    const hangingConnector = () => () => undefined; // never calls back, never opens a socket
    const err = await failure(
      safeFetchHtml(`${site.origin}/page`, opts({ connectTimeoutMs: 200, wrapConnector: hangingConnector })),
    );
    expect(err).toMatchObject({ code: "timeout" });
  });

  it("refuses non-HTML content and sniffs pages without a content type", async () => {
    expect(await failure(safeFetchHtml(`${site.origin}/json`, opts()))).toMatchObject({ code: "not_html" });
    expect(await failure(safeFetchHtml(`${site.origin}/untyped-binary`, opts()))).toMatchObject({ code: "not_html" });
    expect((await safeFetchHtml(`${site.origin}/untyped-html`, opts())).html).toBe(PAGE);
  });

  it("reports HTTP errors with their status", async () => {
    const err = await failure(safeFetchHtml(`${site.origin}/missing`, opts()));
    expect(err).toMatchObject({ code: "http_status", status: 404 });
  });

  it.each([
    ["/sjis", "shift_jis", "価格 ￥1,320（税込）"],
    ["/cp1251-meta", "windows-1251", "Цена 1 299 руб."],
    ["/cp1251-http-equiv", "windows-1251", "Привет"],
    ["/gbk", "gbk", "电热水壶"],
    ["/bom", "utf-8", "Crème €5"],
  ])("decodes %s as %s", async (path, charset, text) => {
    const r = await safeFetchHtml(`${site.origin}${path}`, opts());
    expect(r.charset).toBe(charset);
    expect(r.html).toContain(text);
  });
});
