import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { loadSiteLoader, SITE_LOADER_CACHE_CONTROL, siteLoaderRoutes } from "./site-loader.routes";

const dir = mkdtempSync(path.join(tmpdir(), "site-loader-"));
const SOURCE = `(function(){${"var shelftalk=1;".repeat(200)}})();`;
mkdirSync(path.join(dir, "assets"));
writeFileSync(path.join(dir, "assets", "embed-site-Ab12_x.js"), SOURCE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("GET /embed/site.js", () => {
  const app = siteLoaderRoutes(loadSiteLoader(dir));

  it("serves the built loader to any origin, gzipped, long-ish cached, revalidated by ETag", async () => {
    const res = await app.request("/embed/site.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(SITE_LOADER_CACHE_CONTROL);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SOURCE);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.request("/embed/site.js", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers a plain 404 without a build", async () => {
    const res = await siteLoaderRoutes(loadSiteLoader(undefined)).request("/embed/site.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
