import { createServer, type Server } from "node:http";
import { SHOP_PAGE_ORIGIN, SHOP_PAGE_PORT } from "./e2e-env";

export type ShopPage = { origin: string; setSnippet(html: string): void; close(): Promise<void> };

/**
 * A seller's product page on another origin (its own loopback port), as any shop system would
 * render it: text above and below, and the embed code pasted in between, exactly as copied.
 */
export async function startShopPage(): Promise<ShopPage> {
  let snippet = "";
  const server: Server = createServer((req, res) => {
    const dark = req.url?.includes("dark=1");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aurora Pro wireless headphones · Example Shop</title>
${dark ? "<style>:root{color-scheme:dark}body{background:#111;color:#eee}</style>" : ""}
<style>body{font:16px/1.5 sans-serif;max-width:720px;margin:0 auto;padding:16px}</style></head>
<body><header><a href="/">Example Shop</a></header><main>
<h1>Aurora Pro wireless headphones</h1>
<p>Forty hours of battery, active noise cancelling, and a case that folds flat.</p>
${snippet}
<p>Free delivery. Thirty-day returns.</p>
<button type="button">Add to cart</button>
</main></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SHOP_PAGE_PORT, "127.0.0.1", () => resolve());
  });
  return {
    origin: SHOP_PAGE_ORIGIN,
    setSnippet: (html) => {
      snippet = html;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
