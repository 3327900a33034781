import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { mountSpa } from "./static-spa";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

function clientDir(withShell: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-spa-"));
  writeFileSync(path.join(dir, "index.html"), page(withShell ? "HOME" : "SHELL"));
  if (withShell) writeFileSync(path.join(dir, "_shell.html"), page("SHELL"));
  mkdirSync(path.join(dir, "pricing"));
  writeFileSync(path.join(dir, "pricing", "index.html"), page("PRICING"));
  mkdirSync(path.join(dir, "de", "pricing"), { recursive: true });
  writeFileSync(path.join(dir, "de", "index.html"), page("STARTSEITE"));
  writeFileSync(path.join(dir, "de", "pricing", "index.html"), page("PREISE"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-1234.js"), "console.log('app');".repeat(100));
  writeFileSync(path.join(dir, "assets", "app-1234.js.br"), brotliCompressSync("console.log('app');".repeat(100)));
  return dir;
}

const dirs: string[] = [];
function spa(withShell = true) {
  const dir = clientDir(withShell);
  dirs.push(dir);
  const app = new Hono();
  mountSpa(app, dir, { publicUrl: "https://shop.example" });
  return app;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("mountSpa", () => {
  it("serves the prerendered landing page at / and prerendered pages at their paths", async () => {
    const app = spa();
    const home = await app.request("/");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("HOME");
    expect(html).toContain('<link rel="canonical" href="https://shop.example/" />');
    for (const url of ["/pricing", "/pricing/"]) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("PRICING");
    }
  });

  it("serves a language's prerendered pages under its prefix, with their canonical and hreflang alternates", async () => {
    const app = spa();
    for (const url of ["/de", "/de/"]) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("STARTSEITE");
      expect(html).toContain('<link rel="canonical" href="https://shop.example/de/" />');
      expect(html).toContain('<link rel="alternate" hreflang="ja" href="https://shop.example/ja/" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/" />');
    }
    const pricing = await (await app.request("/de/pricing")).text();
    expect(pricing).toContain("PREISE");
    expect(pricing.match(/rel="alternate"/g)).toHaveLength(9);
    expect(await (await app.request("/pricing")).text()).toContain(
      '<link rel="alternate" hreflang="de" href="https://shop.example/de/pricing" />',
    );
    // A prefixed page that was not prerendered is the shell (the SPA's fallback), still a known page.
    const myAudios = await app.request("/ja/my-audios");
    expect(myAudios.status).toBe(200);
    const myAudiosHtml = await myAudios.text();
    expect(myAudiosHtml).toContain("SHELL");
    expect(myAudiosHtml).not.toContain("hreflang");
    expect(myAudiosHtml).toContain('<html lang="ja">');
    expect(await (await app.request("/my-audios")).text()).toContain('<html lang="en">');
    expect((await app.request("/ja/no-such-page")).status).toBe(404);
    expect((await app.request("/nl/pricing")).status).toBe(404);
    const moved = await app.request("/de/catalogue?batch=7");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/de/batches?batch=7");
  });

  it("serves the neutral shell for other client routes, and with 404 for unknown paths", async () => {
    const app = spa();
    const auth = await app.request("/auth");
    expect(auth.status).toBe(200);
    const authHtml = await auth.text();
    expect(authHtml).toContain("SHELL");
    expect(authHtml).toContain('href="https://shop.example/auth"');
    const missing = await app.request("/no-such-page");
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("SHELL");
    expect(missingHtml).not.toContain("canonical");
  });

  it("redirects a moved page to its new path, keeping the query (decision 054)", async () => {
    const app = spa();
    for (const url of ["/catalogue?batch=0b4c&x=1", "/catalogue/?batch=0b4c&x=1"]) {
      const res = await app.request(url);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/batches?batch=0b4c&x=1");
    }
    const bare = await app.request("/catalogue");
    expect(bare.headers.get("location")).toBe("/batches");
    const batches = await app.request("/batches");
    expect(batches.status).toBe(200);
    expect(await batches.text()).toContain("SHELL");
  });

  it("falls back to index.html as the shell when nothing was prerendered", async () => {
    const res = await spa(false).request("/auth");
    expect(await res.text()).toContain("SHELL");
  });

  it("compresses pages with Brotli or gzip as the browser accepts", async () => {
    const app = spa();
    const br = await app.request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("HOME");
    const gz = await app.request("/pricing", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("PRICING");
    const plain = await app.request("/pricing");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends hashed assets precompressed with a year-long cache", async () => {
    const res = await spa().request("/assets/app-1234.js", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("console.log");
  });
});
