// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { productIdentifiers } from "./site-ids";

function page(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, "text/html");
}

const PAGE = "https://shop.example/products/oak-board?variant=12#reviews";

describe("productIdentifiers", () => {
  it("reads canonical, og:url, JSON-LD sku, gtin*, productID and url, then the page, in that order", () => {
    const doc = page(`
      <link rel="canonical" href="/products/oak-board/">
      <meta property="og:url" content="https://shop.example/collections/all/products/oak-board?x=1">
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"BreadcrumbList"},
        {"@type":"Product","sku":"OAK-1","gtin13":"4006381333931","productID":"isbn:123","url":"https://shop.example/p/oak"}
      ]}</script>`);
    expect(productIdentifiers(doc, PAGE)).toEqual([
      ["url", "https://shop.example/products/oak-board"],
      ["url", "https://shop.example/collections/all/products/oak-board"],
      ["sku", "OAK-1"],
      ["gtin", "4006381333931"],
      ["pid", "isbn:123"],
      ["url", "https://shop.example/p/oak"],
    ]);
  });

  it("works from the page address alone, and skips broken JSON-LD, non-products and duplicates", () => {
    const doc = page(`
      <script type="application/ld+json">{ broken</script>
      <script type="application/ld+json">[{"@type":"Organization","sku":"NO"},{"@type":["Product"],"sku":12345,"gtin":"  "}]</script>
      <link rel="canonical" href="https://shop.example/products/oak-board">`);
    expect(productIdentifiers(doc, PAGE)).toEqual([
      ["url", "https://shop.example/products/oak-board"],
      ["sku", "12345"],
    ]);
    expect(productIdentifiers(page(""), "https://shop.example/p/ash/")).toEqual([
      ["url", "https://shop.example/p/ash"],
    ]);
  });

  it("ignores addresses that are not http(s)", () => {
    const doc = page(
      `<link rel="canonical" href="javascript:alert(1)"><meta property="og:url" content="data:text/html,x">`,
    );
    expect(productIdentifiers(doc, PAGE)).toEqual([["url", "https://shop.example/products/oak-board"]]);
  });
});
