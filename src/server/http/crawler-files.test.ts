import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../../shared/paths";
import { mountCrawlerFiles } from "./crawler-files";

describe("crawler files", () => {
  const app = new Hono();
  mountCrawlerFiles(app, "https://shop.example");

  it("lists every public page, with absolute URLs, in /sitemap.xml", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((p) => `https://shop.example${p}`));
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it("keeps private pages and the API out of search engines and names the sitemap in /robots.txt", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ["/api/", "/my-audios", "/checkout", "/payment-success", "/auth"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
