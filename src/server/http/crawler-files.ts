import type { Hono } from "hono";
import { PREFIXED_LOCALES } from "../../shared/i18n/locales";
import { PUBLIC_PATHS, UNLISTED_PATHS } from "../../shared/paths";
import { localeAlternates } from "./locale-alternates";

/**
 * `/robots.txt` and `/sitemap.xml` for search engines. Both need absolute URLs, which only
 * the server knows (APP_URL), so they are written here rather than shipped with the build.
 */
export function mountCrawlerFiles(app: Hono, publicUrl: string): void {
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...UNLISTED_PATHS.flatMap((path) => [
      `Disallow: ${path}`,
      ...PREFIXED_LOCALES.map((locale) => `Disallow: /${locale}${path}`),
    ]),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  // Every public page in every language, each listing all of its languages (issue 28): the
  // sitemap form of hreflang, which search engines read as the pages' own <link rel="alternate">.
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PATHS.flatMap((path) => {
      const alternates = localeAlternates(publicUrl, path);
      const links = alternates.map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      );
      return alternates
        .filter(({ hreflang }) => hreflang !== "x-default")
        .map(({ href }) => `  <url><loc>${escapeXml(href)}</loc>${links.join("")}</url>`);
    }),
    "</urlset>",
    "",
  ].join("\n");
  const cacheForADay = { "Cache-Control": "public, max-age=86400" };
  app.get("/robots.txt", (c) => c.text(robots, 200, cacheForADay));
  app.get("/sitemap.xml", (c) =>
    c.body(sitemap, 200, { ...cacheForADay, "Content-Type": "application/xml; charset=utf-8" }),
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
