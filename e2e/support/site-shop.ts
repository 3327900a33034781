import { createServer, type Server } from "node:http";
import { SITE_SHOP_ORIGIN, SITE_SHOP_PORT } from "./e2e-env";

export type SiteShopProduct = { slug: string; name: string; sku: string; price: string; listed: boolean };

export type SiteShop = {
  origin: string;
  products: SiteShopProduct[];
  /** The seller's verification token, shown as a meta tag on the home page once set. */
  verificationToken?: string;
  /** What the seller pasted into the theme: the one script tag (head) and the player slot (product template). */
  theme: { script: string; slot: string };
  productUrl(slug: string): string;
  close(): Promise<void>;
};

/**
 * A connected shop on its own loopback origin (issue 23), hand-written as a small theme would be:
 * a home page (with the verification meta tag once set), a sitemap of the listed products, product
 * pages carrying canonical, og:url and JSON-LD Product, and a page without audio. Every page of the
 * theme carries the one script tag; product pages and the about page carry the player slot.
 */
export async function startSiteShop(products: SiteShopProduct[]): Promise<SiteShop> {
  const shop: SiteShop = {
    origin: SITE_SHOP_ORIGIN,
    products,
    theme: { script: "", slot: "" },
    productUrl: (slug) => `${SITE_SHOP_ORIGIN}/products/${slug}`,
    close: () => Promise.resolve(),
  };
  const layout = (title: string, head: string, main: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Fern & Oak</title>${head}
<style>body{font:16px/1.5 sans-serif;max-width:720px;margin:0 auto;padding:16px}</style>
${shop.theme.script}</head>
<body><header><a href="/">Fern & Oak</a></header><main>${main}</main>
<footer><p>Free delivery. Thirty-day returns.</p></footer></body></html>`;

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", SITE_SHOP_ORIGIN).pathname;
    const html = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(body);
    };
    if (path === "/") {
      const meta = shop.verificationToken
        ? `<meta name="shelftalk-site-verification" content="${shop.verificationToken}">`
        : "";
      return html(200, layout("Home", meta, "<h1>Fern & Oak</h1><p>Things for the table, made by hand.</p>"));
    }
    if (path === "/sitemap.xml") {
      const urls = products
        .filter((p) => p.listed)
        .map((p) => `<url><loc>${shop.productUrl(p.slug)}/?utm_source=sitemap</loc></url>`)
        .join("");
      res.writeHead(200, { "content-type": "application/xml", "cache-control": "no-store" });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
      return;
    }
    if (path === "/pages/about") {
      return html(
        200,
        layout(
          "About us",
          "",
          `<h1>About us</h1><p>A workshop of three, in an old barn.</p>${shop.theme.slot}<p>Write to us any time.</p>`,
        ),
      );
    }
    const product = products.find((p) => path === `/products/${p.slug}`);
    if (!product) return html(404, layout("Not found", "", "<h1>Not found</h1>"));
    const url = shop.productUrl(product.slug);
    const jsonLd = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      url,
      description: `The ${product.name.toLowerCase()} is made by hand in our workshop, for everyday use at home.`,
      brand: { "@type": "Brand", name: "Fern & Oak" },
      offers: {
        "@type": "Offer",
        price: product.price,
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    });
    return html(
      200,
      layout(
        product.name,
        `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}">
<script type="application/ld+json">${jsonLd}</script>`,
        `<h1>${product.name}</h1><p class="price">€${product.price}</p>${shop.theme.slot}
<ul class="features"><li>Hand-finished in small batches</li><li>Food-safe oil finish</li></ul>
<button type="button">Add to cart</button>`,
      ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SITE_SHOP_PORT, "127.0.0.1", () => resolve());
  });
  shop.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return shop;
}
