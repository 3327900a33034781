import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { LOCALES, localePath } from "../../shared/i18n/locales";
import { PUBLIC_PATHS } from "../../shared/paths";
import { mountCrawlerFiles } from "./crawler-files";

describe("crawler files", () => {
  const app = new Hono();
  mountCrawlerFiles(app, "https://shop.example");

  it("lists every public page in every language, with absolute URLs, in /sitemap.xml", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      PUBLIC_PATHS.flatMap((p) => LOCALES.map((locale) => `https://shop.example${localePath(locale, p)}`)),
    );
    expect(locs).toContain("https://shop.example/de/");
    expect(locs).toContain("https://shop.example/ja/pricing");
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it("gives each URL its alternates in all eight languages and x-default", async () => {
    const xml = await (await app.request("/sitemap.xml")).text();
    const entry = xml.split("<url>").find((part) => part.startsWith("<loc>https://shop.example/fr/contact</loc>"));
    const alternates = [...(entry ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ...LOCALES.map((locale) => [locale, `https://shop.example${localePath(locale, "/contact")}`]),
      ["x-default", "https://shop.example/contact"],
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("keeps private pages and the API out of search engines and names the sitemap in /robots.txt", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ["/api/", "/my-audios", "/checkout", "/payment-success", "/auth"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Disallow: /de/my-audios\n");
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
