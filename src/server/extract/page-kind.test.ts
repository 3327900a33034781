import { describe, expect, it } from "vitest";
import { NOT_PRODUCT_PAGES, PRODUCT_PAGES } from "../../test/fixtures/product-pages";
import { extractProductFacts } from "./extract-product-facts";

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head>${head}</head><body><header><nav><a href="/">Home</a></nav></header>${body}<footer>© Shop</footer></body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const tile = (name: string, price: string) =>
  `<div class="product-tile"><h3>${name}</h3><span class="price">${price}</span><button class="add-to-cart">Add to cart</button></div>`;
const kind = (html: string, url?: string) => extractProductFacts(html, url).pageKind;

describe("page kind", () => {
  it("calls an about-us page other", () => {
    const html = page(
      "<title>About us – Kettle House</title>",
      "<h1>About us</h1><p>We are a family business that has sold kettles and teapots since 1990. Our team tests every product before it goes on sale.</p>",
    );
    expect(kind(html, "https://kettlehouse.example/about-us")).toBe("other");
    expect(kind(html)).toBe("other");
  });

  it("calls a page marked up as an AboutPage or an article other", () => {
    const about = page(ld({ "@type": "AboutPage", name: "Our story" }), "<h1>Our story</h1><p>Since 1990.</p>");
    expect(kind(about)).toBe("other");
    const blog = page(
      '<meta property="og:type" content="article"><title>Five ways to brew tea</title>',
      "<h1>Five ways to brew tea</h1><p>Start with fresh water.</p>",
    );
    expect(kind(blog, "https://kettlehouse.example/blog/five-ways")).toBe("other");
  });

  it("calls a category page with product tiles a listing", () => {
    const html = page(
      "<title>Kettles – Kettle House</title>",
      `<h1>Kettles</h1>${tile("Glass kettle", "£39.99")}${tile("Steel kettle", "£29.99")}${tile("Retro kettle", "£49.99")}${tile("Travel kettle", "£19.99")}`,
    );
    expect(kind(html, "https://kettlehouse.example/category/kettles")).toBe("listing");
    expect(kind(html)).toBe("listing");
  });

  it("calls a page whose markup lists several products and no main one a listing", () => {
    const products = ["Glass kettle", "Steel kettle", "Retro kettle"].map((name) => ({
      "@type": "Product",
      name,
      offers: { "@type": "Offer", price: "29.99", priceCurrency: "GBP" },
    }));
    expect(kind(page(ld(products), "<h1>Kettles</h1>"))).toBe("listing");
    const list = {
      "@type": "ItemList",
      itemListElement: ["a", "b", "c", "d"].map((id, i) => ({ "@type": "ListItem", position: i + 1, url: `/p/${id}` })),
    };
    expect(kind(page(ld(list), "<h1>Kettles</h1>"))).toBe("listing");
    expect(kind(page(ld({ "@type": "CollectionPage", name: "Kettles" }), "<h1>Kettles</h1>"))).toBe("listing");
  });

  it("calls a product page with related products a product", () => {
    const related = ["Steel kettle", "Retro kettle", "Travel kettle"].map((name) => ({ "@type": "Product", name }));
    const html = page(
      ld([{ "@type": "Product", name: "Glass kettle", offers: { price: "39.99", priceCurrency: "GBP" } }, ...related]),
      `<h1>Glass kettle</h1><button class="add-to-cart">Add to cart</button>${tile("Steel kettle", "£29.99")}${tile("Retro kettle", "£49.99")}${tile("Travel kettle", "£19.99")}`,
    );
    expect(kind(html, "https://kettlehouse.example/products/glass-kettle")).toBe("product");
  });

  it("calls a product page without any markup a product", () => {
    const html = page(
      "<title>Glass kettle</title>",
      '<h1>Glass kettle</h1><span class="price">£39.99</span><button>Add to basket</button>',
    );
    expect(kind(html, "https://kettlehouse.example/glass-kettle")).toBe("product");
    const priceless = page(
      '<meta property="og:type" content="product"><title>Wall sconce</title>',
      "<h1>Wall sconce</h1><p>Brass.</p>",
    );
    expect(kind(priceless)).toBe("product");
  });

  it("calls the test product pages products, and the others not", () => {
    for (const [path, { html }] of Object.entries(PRODUCT_PAGES)) {
      expect(kind(html, `https://shop.example${path}`), path).toBe("product");
    }
    expect(kind(NOT_PRODUCT_PAGES["/about-us"]!.html, "https://shop.example/about-us")).toBe("other");
    expect(kind(NOT_PRODUCT_PAGES["/category/headphones"]!.html, "https://shop.example/category/headphones")).toBe(
      "listing",
    );
  });
});
