import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts";

describe("platform rules", () => {
  it("Amazon: title, byline brand, buy-box price and feature bullets", () => {
    const html = `<html lang="de-de"><head><title>Amazon.de: Zitronen-Lotion</title>
      <link rel="canonical" href="https://www.amazon.de/dp/B000TEST"></head><body>
      <h1>15% sparen</h1>
      <span id="productTitle"> Zitronen-Lotion 200 ml </span>
      <a id="bylineInfo" class="a-link-normal" href="/stores/x">Besuchen Sie den SOLARA-Store</a>
      <span id="priceblock_ourprice">8,71 €</span>
      <div id="feature-bullets"><ul>
        <li id="replacementPartsFitmentBullet"><span>Make sure this fits by entering your model number.</span></li>
        <li><span>Kurz</span></li>
        <li><span>Belebt die Haut und spendet den ganzen Tag Feuchtigkeit, ideal nach dem Sonnenbad</span></li>
      </ul></div></body></html>`;
    const facts = extractProductFacts(html);
    expect(facts).toMatchObject({ name: "Zitronen-Lotion 200 ml", brand: "SOLARA", price: 8.71, currency: "EUR" });
    expect(facts.description).toMatch(/^Belebt die Haut/);
    expect(facts.features).toEqual([
      "Kurz",
      "Belebt die Haut und spendet den ganzen Tag Feuchtigkeit, ideal nach dem Sonnenbad",
    ]);
  });

  it("Amazon: falls back to the accessory widget's plain price", () => {
    const html = `<html><head><link rel="canonical" href="https://www.amazon.com/dp/B1"></head><body>
      <span id="productTitle">Duct Tape</span><a id="bylineInfo">Brand: Grip</a>
      <input type="hidden" id="attach-base-product-price" value="12.48"></body></html>`;
    expect(extractProductFacts(html)).toMatchObject({
      name: "Duct Tape",
      brand: "Grip",
      price: 12.48,
      currency: "USD",
    });
  });

  it("eBay: og title without the site suffix, item price and the Brand item specific", () => {
    const html = `<html lang="it"><head><meta property="og:title" content="Angel Teddy Bear  | eBay">
      <meta property="og:url" content="https://www.ebay.it/itm/123"></head><body>
      <h1 id="itemTitle" itemprop="name"><span class="g-hdn">Dettagli su</span>Angel Teddy Bear</h1>
      <span id="prcIsum" itemprop="price" content="12.99">GBP 12,99</span><span itemprop="priceCurrency" content="GBP"></span>
      <div class="itemAttr"><table><tr><td class="attrLabels">Brand:</td><td>Unbranded</td>
      <td class="attrLabels">Colour:</td><td>Beige</td></tr></table></div></body></html>`;
    expect(extractProductFacts(html)).toMatchObject({
      name: "Angel Teddy Bear",
      brand: "Unbranded",
      price: 12.99,
      currency: "GBP",
    });
  });

  it("Shopify: vendor, variant price in minor units and shop currency", () => {
    const html = `<html><head><script src="https://cdn.shopify.com/s/theme.js"></script>
      <link rel="canonical" href="https://robots.example.pt/products/s6?variant=2"></head><body><h1>Robot S6</h1>
      <script>window.ShopifyAnalytics = {}; var meta = {"product":{"id":1,"vendor":"Roborock","type":"Vacuum cleaners",
      "variants":[{"id":1,"price":49900},{"id":2,"price":45900}]},"page":{"pageType":"product"}};
      Shopify.currency = {"active":"EUR","rate":"1.0"};</script></body></html>`;
    expect(extractProductFacts(html, "https://robots.example.pt/products/s6?variant=2")).toMatchObject({
      name: "Robot S6",
      brand: "Roborock",
      price: 459,
      currency: "EUR",
      category: "Vacuum cleaners",
    });
  });

  it("WooCommerce: the sale price in <ins>, not the old one in <del>", () => {
    const html = `<html><body class="product-template-default single-product woocommerce">
      <div class="product"><h1 class="product_title entry-title">Clay Mug</h1>
      <div class="summary entry-summary"><p class="price"><del><span class="woocommerce-Price-amount amount">£18.00</span></del>
      <ins><span class="woocommerce-Price-amount amount">£14.00</span></ins></p>
      <div class="woocommerce-product-details__short-description"><p>Hand-thrown stoneware mug.</p></div></div></div></body></html>`;
    expect(extractProductFacts(html)).toMatchObject({
      name: "Clay Mug",
      price: 14,
      currency: "GBP",
      description: "Hand-thrown stoneware mug.",
    });
  });

  it("Magento: the exact final price of the product column", () => {
    const html = `<html lang="de-DE"><body class="catalog-product-view">
      <script type="text/x-magento-init">{}</script>
      <div class="product-info-main"><h1 class="page-title"><span class="base">Gartenschere</span></h1>
      <span data-price-type="finalPrice" data-price-amount="24.9"><span class="price">24,90 €</span></span></div>
      <div class="related"><span data-price-type="finalPrice" data-price-amount="9.9"></span></div></body></html>`;
    expect(extractProductFacts(html)).toMatchObject({ name: "Gartenschere", price: 24.9, currency: "EUR" });
  });
});
