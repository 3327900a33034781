import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts";

/**
 * Issue 14, item 12: principles that must hold on pages the project has never seen. Every page
 * here is hand-written to show one markup pattern; none is a copy of a real shop.
 */
const page = (lang: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const shownPrice = (price: string, lang = "es") =>
  page(lang, "<title>Silla de roble</title>", `<h1>Silla de roble</h1><span class="price">${price}</span>`);

describe("currency of an ambiguous sign", () => {
  it.each([
    ["https://tienda.example.cl/p/silla-123", "CLP", 24990],
    ["https://tienda.example.com.mx/p/silla-123", "MXN", 24990],
    ["https://tienda.example.com.ar/p/silla-123", "ARS", 24990],
    ["https://tienda.example.co/p/silla-123", "COP", 24990],
    ["https://shop.example.ca/p/chair-123", "CAD", 24.99],
    ["https://shop.example.com.au/p/chair-123", "AUD", 24.99],
    ["https://shop.example.com/p/chair-123", "USD", 24.99],
  ])("reads $ on %s as %s", (url, currency, amount) => {
    const price = amount > 1000 ? "$24.990" : "$24.99";
    expect(extractProductFacts(shownPrice(price, "es"), url)).toMatchObject({ price: amount, currency });
  });

  it("takes the region of the page's locale when the domain has none", () => {
    const html = page("es-MX", "<title>Silla</title>", '<h1>Silla</h1><span class="price">$1,299.00</span>');
    expect(extractProductFacts(html, "https://tienda.example.com/p/1")).toMatchObject({ currency: "MXN" });
    const og = page(
      "es",
      '<meta property="og:locale" content="es_CL"><title>Silla</title>',
      '<h1>Silla</h1><span class="price">$24.990</span>',
    );
    expect(extractProductFacts(og, "https://tienda.example.com/p/1")).toMatchObject({ price: 24990, currency: "CLP" });
  });

  it("follows the currency the shop's own data layer reports", () => {
    const html = page(
      "es",
      `<title>Silla</title><script>dataLayer.push({ecommerce:{currencyCode:"ARS",detail:{products:[{price:"15999"}]}}});</script>`,
      '<h1>Silla</h1><span class="price">$ 15.999</span>',
    );
    expect(extractProductFacts(html, "https://tienda.example.com/p/1")).toMatchObject({
      price: 15999,
      currency: "ARS",
    });
  });

  it("reads ₸ and тг as tenge, never roubles", () => {
    for (const price of ["12 500 ₸", "12 500 тг.", "12 500 тенге"]) {
      const html = page("ru", "<title>Чайник</title>", `<h1>Чайник</h1><span class="price">${price}</span>`);
      expect(extractProductFacts(html, "https://shop.example.com/p/1"), price).toMatchObject({
        price: 12500,
        currency: "KZT",
      });
    }
  });
});

describe("the price a buyer pays now", () => {
  it("takes the lower of two offers for the same item (list and sale price)", () => {
    const offer = (price: string) => ({
      "@type": "Offer",
      price,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: "https://shop.example.de/p/1",
    });
    const html = page(
      "de",
      ld({ "@type": "Product", name: "Eichenstuhl", offers: [offer("249.00"), offer("199.00")] }),
      "<h1>Eichenstuhl</h1>",
    );
    expect(extractProductFacts(html, "https://shop.example.de/p/1")).toMatchObject({ price: 199, currency: "EUR" });
  });

  it("keeps the first offer when offers are different variants", () => {
    const html = page(
      "en",
      ld({
        "@type": "Product",
        name: "Face cream",
        offers: [
          { "@type": "Offer", sku: "FC-50", price: "30.00", priceCurrency: "GBP" },
          { "@type": "Offer", sku: "FC-15", price: "12.00", priceCurrency: "GBP" },
        ],
      }),
      "<h1>Face cream</h1>",
    );
    expect(extractProductFacts(html)).toMatchObject({ price: 30 });
  });

  it("takes a sale price published beside the list price", () => {
    const html = page(
      "en",
      ld({
        "@type": "Product",
        name: "Oak chair",
        offers: {
          "@type": "Offer",
          price: "120.00",
          priceCurrency: "USD",
          priceSpecification: { "@type": "UnitPriceSpecification", priceType: "SalePrice", price: "89.00" },
        },
      }),
      "<h1>Oak chair</h1>",
    );
    expect(extractProductFacts(html)).toMatchObject({ price: 89 });
  });

  it("takes the sale price of the product meta tags", () => {
    const html = page(
      "en",
      '<meta property="product:price:amount" content="59.00"><meta property="product:sale_price:amount" content="44.00"><meta property="product:price:currency" content="GBP"><title>Lamp</title>',
      "<h1>Lamp</h1>",
    );
    expect(extractProductFacts(html)).toMatchObject({ price: 44, currency: "GBP" });
  });

  it("skips the struck-through price on the page", () => {
    const html = page(
      "en-gb",
      "<title>Desk lamp</title>",
      '<h1>Desk lamp</h1><div class="prices"><span class="price-was"><s>£59.00</s></span><span class="price-now">£44.00</span></div>',
    );
    expect(extractProductFacts(html, "https://shop.example.co.uk/p/1")).toMatchObject({ price: 44, currency: "GBP" });
  });
});

describe("brand", () => {
  it.each([
    ["$metabrand", undefined],
    ["{{brand}}", undefined],
    ["{{ product.vendor }}", undefined],
    ["[%=brand%]", undefined],
    ["%brand%", undefined],
    ["Visit the Acme Store", "Acme"],
    ["Visiter la boutique Acme", "Acme"],
    ["Besuche den Acme-Store", "Acme"],
    ["Besuchen Sie den Acme-Store", "Acme"],
    ["Visita la tienda de Acme", "Acme"],
    ["Visita lo Store di Acme", "Acme"],
    ["Brand: Acme", "Acme"],
  ])("reads %j as %j", (raw, brand) => {
    const html = page("en", ld({ "@type": "Product", name: "Kettle", brand: { "@type": "Brand", name: raw } }), "");
    expect(extractProductFacts(html).brand).toBe(brand);
  });

  it("falls through a placeholder to the next source", () => {
    const html = page(
      "en",
      ld({ "@type": "Product", name: "Kettle", brand: "$metabrand" }) +
        '<meta property="product:brand" content="Brewline">',
      "",
    );
    expect(extractProductFacts(html).brand).toBe("Brewline");
  });
});

describe("name", () => {
  it("cuts a price and a place the shop appends", () => {
    const html = page("en-gb", ld({ "@type": "Product", name: "Oak corner sofa - £1,899 (Birmingham)" }), "");
    expect(extractProductFacts(html).name).toBe("Oak corner sofa");
  });

  it("cuts the shop's name", () => {
    const html = page(
      "en",
      '<meta property="og:site_name" content="Kettle House">' +
        ld({ "@type": "Product", name: "Glass kettle | Kettle House" }),
      "",
    );
    expect(extractProductFacts(html).name).toBe("Glass kettle");
    const byHost = page("en", ld({ "@type": "Product", name: "Glass kettle - Kettlehouse.co.uk" }), "");
    expect(extractProductFacts(byHost, "https://www.kettlehouse.co.uk/p/1").name).toBe("Glass kettle");
  });

  it("keeps a colour or variant after a dash", () => {
    const html = page("en", ld({ "@type": "Product", name: "LED table lamp - multicolour" }), "");
    expect(extractProductFacts(html).name).toBe("LED table lamp - multicolour");
    const model = page("en", ld({ "@type": "Product", name: "Phone X - 128 GB" }), "");
    expect(extractProductFacts(model).name).toBe("Phone X - 128 GB");
  });

  it("ignores a placeholder name", () => {
    const html = page("en", ld({ "@type": "Product", name: "{{product.title}}" }), "<h1>Glass kettle</h1>");
    expect(extractProductFacts(html).name).toBe("Glass kettle");
  });
});

describe("text from markup", () => {
  it("keeps block elements apart instead of gluing their words", () => {
    const html = page(
      "en",
      "<title>Sleeve</title>",
      '<h1>Sleeve</h1><div class="product-description"><div>A padded sleeve made for your laptop</div><div>With a soft lining that keeps scratches away from the screen and the case.</div></div>' +
        '<ul class="features"><li><span>Fits 13 inch</span><br>laptops</li><li><p>Water</p><p>repellent</p></li></ul>',
    );
    const facts = extractProductFacts(html);
    expect(facts.description).toContain("laptop With a soft lining");
    expect(facts.features).toEqual(["Fits 13 inch laptops", "Water repellent"]);
  });
});
