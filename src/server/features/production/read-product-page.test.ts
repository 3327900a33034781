import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { NOT_PRODUCT_PAGES, PRODUCT_PAGES } from "../../../test/fixtures/product-pages";
import { startLoopbackServer, type LoopbackServer } from "../../../test/fetch-test-support";
import { NotAProductPage, PageRefused, PageUnreachable } from "../../lib/domain-errors";
import { createHostLimiter } from "../batches/host-limiter";
import { DETAILS_ONLY_NOTICE, readProductPage, type ReadProductPageOptions } from "./read-product-page";

describe("readProductPage: the one page read of every door", () => {
  let site: LoopbackServer;
  const product = "/products/aurora-pro-wireless-headphones";

  beforeAll(async () => {
    site = await startLoopbackServer((req, res) => {
      const path = req.url ?? "/";
      const page = PRODUCT_PAGES[path] ?? NOT_PRODUCT_PAGES[path];
      if (page) return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page.html);
      if (path === "/busy") return res.writeHead(503, { "content-type": "text/html" }).end("<p>busy</p>");
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    });
  });
  afterAll(() => site.close());

  const read = (path: string, options: Partial<ReadProductPageOptions> = {}) =>
    readProductPage({
      link: `${site.origin}${path}`,
      hasDetails: false,
      fetchOptions: { allowHosts: [site.hostPort] },
      whenPageMayLoadLater: "use-details",
      ...options,
    });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it("reads a product's facts, through the host limiter when one is given", async () => {
    const limiter = createHostLimiter({ concurrency: 1, delayMs: 0 });
    for (const options of [{}, { hostLimiter: limiter }]) {
      const { facts, notice } = await read(product, options);
      expect(facts.name).toBe("Aurora Pro Wireless Headphones");
      expect(notice).toBeUndefined();
    }
    expect(
      await readProductPage({ link: undefined, hasDetails: true, fetchOptions: {}, whenPageMayLoadLater: "retry" }),
    ).toEqual({
      facts: { features: [], images: [] },
    });
  });

  it("a page without a product: an error without details, the details with a notice otherwise", async () => {
    expect(await failureOf(read("/about-us"))).toBeInstanceOf(NotAProductPage);
    const withDetails = await read("/about-us", { hasDetails: true });
    expect(withDetails).toEqual({ facts: { features: [], images: [] }, notice: MESSAGES.script.notProductPageNotice });
  });

  it("a page that may load later: the form writes from the details, a job retries", async () => {
    expect(await read("/busy", { hasDetails: true })).toEqual({
      facts: { features: [], images: [] },
      notice: DETAILS_ONLY_NOTICE,
    });
    const forJob = await failureOf(read("/busy", { hasDetails: true, whenPageMayLoadLater: "retry" }));
    expect(forJob).toBeInstanceOf(PageUnreachable);
    expect(forJob).toMatchObject({ code: "page_http_status", retryable: true });
    expect(await failureOf(read("/busy"))).toMatchObject({ code: "page_http_status", retryable: true });
  });

  it("a page that will not load: never retried, the details used when there are some", async () => {
    const missing = await failureOf(read("/gone", { whenPageMayLoadLater: "retry" }));
    expect(missing).toMatchObject({ code: "page_http_status", retryable: false, kind: "unprocessable" });
    expect(await read("/gone", { hasDetails: true, whenPageMayLoadLater: "retry" })).toMatchObject({
      notice: DETAILS_ONLY_NOTICE,
    });
  });

  it("a refused link is an error even with details, and never retried", async () => {
    const refused = await failureOf(
      readProductPage({
        link: "http://10.0.0.1/products/x",
        hasDetails: true,
        fetchOptions: {},
        whenPageMayLoadLater: "retry",
      }),
    );
    expect(refused).toBeInstanceOf(PageRefused);
    expect(refused).toMatchObject({ code: "link_private_address", retryable: false });
  });
});
