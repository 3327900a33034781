import type { Hono } from "hono";
import { PUBLIC_PATHS, UNLISTED_PATHS } from "../../shared/paths";

/**
 * `/robots.txt` and `/sitemap.xml` for search engines. Both need absolute URLs, which only
 * the server knows (APP_URL), so they are written here rather than shipped with the build.
 */
export function mountCrawlerFiles(app: Hono, publicUrl: string): void {
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...UNLISTED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
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
