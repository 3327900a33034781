import { describe, expect, it } from "vitest";
import { ProductFactsSchema } from "../../shared/generator/product-facts";
import { extractProductFacts } from "./extract-product-facts";

const page = (head: string, body = "") =>
  `<!doctype html><html lang="en-gb"><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("extractProductFacts: JSON-LD", () => {
  it("reads a Product inside @graph, with an AggregateOffer, brand object, rating and breadcrumbs", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "Organization", name: "Kettle Shop" },
          {
            "@type": "BreadcrumbList",
            itemListElement: [
              { "@type": "ListItem", position: 1, name: "Home" },
              { "@type": "ListItem", position: 2, name: "Kitchen" },
              { "@type": "ListItem", position: 3, name: "Kettles" },
              { "@type": "ListItem", position: 4, name: "Aurora Glass Kettle 1.7 L" },
            ],
          },
          {
            "@type": "Product",
            name: "Aurora Glass Kettle 1.7 L",
            brand: { "@type": "Brand", name: "Brewline" },
            description: "<p>A glass kettle with <strong>blue light</strong> &amp; auto shut-off.</p>",
            image: ["/img/kettle-1.jpg", { "@type": "ImageObject", url: "https://cdn.example/kettle-2.jpg" }],
            aggregateRating: { ratingValue: "4.66666", reviewCount: "12", bestRating: "5" },
            offers: {
              "@type": "AggregateOffer",
              lowPrice: "39.99",
              highPrice: "49.99",
              priceCurrency: "GBP",
              availability: "https://schema.org/InStock",
            },
          },
        ],
      }) + '<link rel="canonical" href="https://shop.example.co.uk/p/aurora">',
    );
    const facts = extractProductFacts(html);
    expect(facts).toMatchObject({
      name: "Aurora Glass Kettle 1.7 L",
      brand: "Brewline",
      price: 39.99,
      currency: "GBP",
      availability: "in_stock",
      description: "A glass kettle with blue light & auto shut-off.",
      category: "Kettles",
      rating: { value: 4.67, count: 12, best: 5 },
      images: ["https://shop.example.co.uk/img/kettle-1.jpg", "https://cdn.example/kettle-2.jpg"],
      language: "en-GB",
      canonicalUrl: "https://shop.example.co.uk/p/aurora",
    });
    expect(() => ProductFactsSchema.parse(facts)).not.toThrow();
  });

  it("reads a top-level array, a ProductGroup's first variant and skips list prices", () => {
    const html = page(
      ld([
        { "@type": "WebSite", name: "Shoes" },
        {
          "@type": "ProductGroup",
          name: "Trail Runner",
          brand: "Stridex",
          hasVariant: [
            {
              "@type": "Product",
              name: "Trail Runner 42",
              offers: {
                "@type": "Offer",
                priceCurrency: "EUR",
                priceSpecification: [
                  { "@type": "UnitPriceSpecification", priceType: "https://schema.org/ListPrice", price: 120 },
                  { "@type": "UnitPriceSpecification", price: 89.95 },
                ],
              },
            },
            { "@type": "Product", name: "Trail Runner 43", offers: { price: "95.00", priceCurrency: "EUR" } },
          ],
        },
      ]),
    );
    expect(extractProductFacts(html)).toMatchObject({
      name: "Trail Runner",
      brand: "Stridex",
      price: 89.95,
      currency: "EUR",
    });
  });

  it("tolerates CDATA wrappers, raw newlines and trailing commas", () => {
    const raw =
      '/*<![CDATA[*/ {"@type":"Product","name":"Line\nBreak Lamp","offers":{"price":"12.50","priceCurrency":"USD",},} /*]]>*/';
    const facts = extractProductFacts(page(`<script type="application/ld+json">${raw}</script>`));
    expect(facts).toMatchObject({ name: "Line Break Lamp", price: 12.5, currency: "USD" });
  });

  it("prefers the OpenGraph price when the visible page confirms it over JSON-LD", () => {
    const html = page(
      ld({ "@type": "Product", name: "Desk Lamp", offers: { price: "150.00", priceCurrency: "USD" } }) +
        '<meta property="product:price:amount" content="120.00"><meta property="product:price:currency" content="USD">',
      '<h1>Desk Lamp</h1><div class="price"><del class="price-was">$150.00</del> <span class="price-sale">$120.00</span></div>',
    );
    expect(extractProductFacts(html)).toMatchObject({ price: 120, currency: "USD" });
  });
});

describe("extractProductFacts: microdata, RDFa and meta tags", () => {
  it("reads the page's microdata Product and ignores products recommended inside it", () => {
    const html = page(
      "",
      `<section itemscope itemtype="http://schema.org/Product">
         <h1 itemprop="name">Casio Field Watch <a href="#fav">Add to wishlist</a></h1>
         <span itemprop="brand" itemscope itemtype="http://schema.org/Brand"><meta itemprop="name" content="Casio"></span>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
           <span itemprop="price" content="259.00">259,00 €</span><meta itemprop="priceCurrency" content="EUR">
           <link itemprop="availability" href="http://schema.org/OutOfStock">
         </div>
         <div class="related" itemscope itemtype="http://schema.org/Product">
           <span itemprop="name">Other Watch</span>
           <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price">529</span></div>
         </div>
       </section>`,
    );
    expect(extractProductFacts(html)).toMatchObject({
      name: "Casio Field Watch",
      brand: "Casio",
      price: 259,
      currency: "EUR",
      availability: "out_of_stock",
    });
  });

  it("reads RDFa Lite", () => {
    const html = page(
      "",
      `<div vocab="https://schema.org/" typeof="Product"><span property="name">Oak Shelf</span>
         <div property="offers" typeof="Offer"><span property="price" content="49.00">49,00 zł</span>
         <meta property="priceCurrency" content="PLN"></div></div>`,
    );
    expect(extractProductFacts(html)).toMatchObject({ name: "Oak Shelf", price: 49, currency: "PLN" });
  });

  it("falls back to OpenGraph product tags and cleans the shop name out of the title", () => {
    const html = page(
      `<title>Buy Velvet Cushion | Cushions | Homely</title>
       <meta property="og:title" content="Velvet Cushion | Homely"><meta property="og:site_name" content="Homely">
       <meta property="og:description" content="A soft velvet cushion in teal.">
       <meta property="og:price:amount" content="24.50"><meta property="og:price:currency" content="GBP">
       <meta property="og:availability" content="instock"><meta property="og:image" content="https://homely.example/c.jpg">`,
    );
    expect(extractProductFacts(html)).toMatchObject({
      name: "Velvet Cushion",
      price: 24.5,
      currency: "GBP",
      availability: "in_stock",
      description: "A soft velvet cushion in teal.",
      images: ["https://homely.example/c.jpg"],
    });
  });

  it("uses the meta description when the OpenGraph one is site boilerplate", () => {
    const html = page(
      `<meta property="og:description" content="The friendly online pet store for happy pets.">
       <meta name="description" content="Flea tablets for cats and kittens, 3 treatment pack.">`,
      "<h1>Flea Tablets for Cats</h1>",
    );
    expect(extractProductFacts(html).description).toBe("Flea tablets for cats and kittens, 3 treatment pack.");
  });
});

describe("extractProductFacts: the visible page", () => {
  it("finds the selling price next to the title, not the struck-out or related ones", () => {
    const html = page(
      '<title>Linen Apron - Craftly</title><link rel="canonical" href="https://craftly.example.de/apron">',
      `<nav><span class="price">9,99 €</span></nav>
       <main><h1 class="product-title">Linen Apron</h1>
         <div class="price-box"><del class="old-price">29,99 €</del><span class="price-now">19,99 €</span></div>
         <div class="product-description"><p>A heavy linen apron with two deep pockets and adjustable straps, washable at 60 degrees.</p></div>
         <ul class="product-features"><li>100% linen</li><li>Two pockets</li></ul>
         <table class="specs"><tr><th>Marke</th><td>Craftly</td></tr><tr><th>Farbe</th><td>Natur</td></tr></table>
       </main>
       <section class="related-products"><h2>You may also like</h2><span class="price">4,99 €</span></section>`,
    );
    expect(extractProductFacts(html)).toMatchObject({
      name: "Linen Apron",
      brand: "Craftly",
      price: 19.99,
      currency: "EUR",
      description: "A heavy linen apron with two deep pockets and adjustable straps, washable at 60 degrees.",
      features: ["100% linen", "Two pockets"],
    });
  });

  it("reads a bare amount with the currency and a price label beside it", () => {
    const html = page(
      '<title>Camp Sink｜Outdoor Store</title><link rel="canonical" href="https://store.example.tw/p/1">',
      '<h1>Camp Sink</h1><p>特價 <span style="font:bold 27px Verdana;color:#ff0000">2320</span> 元</p>',
    );
    expect(extractProductFacts(html)).toMatchObject({ name: "Camp Sink", price: 2320, currency: "TWD" });
  });

  it("picks the heading that matches the page title when there are several", () => {
    const html = page(
      "<title>Glass Teapot 1L - Teahouse</title>",
      '<h1 class="site-shoulder">Tea and more since 1990</h1><h1>Glass Teapot 1L</h1>',
    );
    expect(extractProductFacts(html).name).toBe("Glass Teapot 1L");
  });

  it("returns schema-valid empty facts for a page with nothing on it", () => {
    const facts = extractProductFacts("<html><body></body></html>");
    expect(ProductFactsSchema.parse(facts)).toEqual({ features: [], images: [], pageKind: "other" });
  });
});
