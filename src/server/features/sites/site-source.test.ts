import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteSource, SITE_MAX_PRODUCTS } from "./site-source";

/** A loopback shop whose sitemap lists `count` product pages (query `?n=`), one line each. */
function sitemap(origin: string, count: number): string {
  const urls: string[] = [];
  for (let i = 1; i <= count; i++) urls.push(`<url><loc>${origin}/products/item-${i}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("\n")}</urlset>`;
}

describe("a site's catalogue source and the batch limit (issue 23)", () => {
  let server: http.Server;
  let origin = "";
  let hostPort = "";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const count = Number(new URL(req.url ?? "/", origin).searchParams.get("n") ?? 0);
      res.writeHead(200, { "content-type": "application/xml" }).end(sitemap(origin, count));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    hostPort = `127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const read = (count: number) =>
    readSiteSource(origin, `${origin}/sitemap.xml?n=${count}`, { allowHosts: [hostPort] });
  const refusal =
    "The catalogue lists more than 1,000 products, the most one shop can sync. Point the source at a smaller sitemap or feed.";

  it("reads a source at the limit whole", async () => {
    const source = await read(SITE_MAX_PRODUCTS);
    expect("urls" in source && source.urls.length).toBe(SITE_MAX_PRODUCTS);
  });

  it("refuses one product over the limit, and a source of 100,000 URLs (over 5 MB), with the same clear message", async () => {
    expect(await read(SITE_MAX_PRODUCTS + 1)).toEqual({ problem: refusal });
    expect(await read(100_000)).toEqual({ problem: refusal });
  });
});
