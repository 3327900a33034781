import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts";
import { stripRetailerSuffix } from "./title-cleanup";

const strip = (name: string, site?: string, host?: string) => stripRetailerSuffix(name, site, host);

/** Issue 25: what shops append to a product's name, cut by principle (separator + a part that only sells). */
describe("stripRetailerSuffix: shop and call-to-buy parts", () => {
  it("cuts a marketplace's 'Buy … Product on <site>' part", () => {
    expect(strip("Stainless Cheese Slicer CS-200 - Buy Cheese Slicer, Kitchen Tools Product on Alibaba.com")).toBe(
      "Stainless Cheese Slicer CS-200",
    );
  });

  it("cuts a shop written as its domain", () => {
    expect(strip("Echo Dot (5. Gen) – Amazon.de")).toBe("Echo Dot (5. Gen)");
    expect(strip("Oak Board 40 cm | kitchen-shop.co.uk")).toBe("Oak Board 40 cm");
  });

  it("cuts shop labels and calls to buy in each language", () => {
    expect(strip("Kettle KX-12 | Shop")).toBe("Kettle KX-12");
    expect(strip("Kettle KX-12 | Official Store")).toBe("Kettle KX-12");
    expect(strip("Halden Bräter 5 L - Kochgeschirr online kaufen")).toBe("Halden Bräter 5 L");
    expect(strip("Lampe de table LT-3 - Acheter en ligne")).toBe("Lampe de table LT-3");
    expect(strip("Robot aspirador X500 - Comprar online")).toBe("Robot aspirador X500");
    expect(strip("Macchina da caffè MC-9 - Acquista online")).toBe("Macchina da caffè MC-9");
    expect(strip("Liquidificador L-900 | Loja online")).toBe("Liquidificador L-900");
    expect(strip("電気ケトル KT-1 | 公式通販")).toBe("電気ケトル KT-1");
    expect(strip("不锈钢电热水壶 K-2 | 在线购买")).toBe("不锈钢电热水壶 K-2");
  });

  it("cuts a ticket shop's words around the name, in any language (issue 25)", () => {
    expect(strip("Entradas Rosalía Motomami World Tour - Streaming")).toBe("Rosalía Motomami World Tour");
    expect(strip("Entradas para Coldplay Music of the Spheres | Entradas")).toBe("Coldplay Music of the Spheres");
    expect(strip("Tickets for Hamilton - Live Stream")).toBe("Hamilton");
    expect(strip("Billets Ligue 1 PSG - OM | Billetterie")).toBe("Ligue 1 PSG - OM");
    expect(strip("Ticket to Ride - Board Game")).toBe("Ticket to Ride - Board Game");
    expect(strip("Streaming")).toBe("Streaming");
  });

  it("keeps what describes the product: colours, variants, model designations", () => {
    expect(strip("Table lamp - multicolour")).toBe("Table lamp - multicolour");
    expect(strip("iPhone 15 Pro - Black")).toBe("iPhone 15 Pro - Black");
    expect(strip("USB-C Cable 2m - Fast Charging")).toBe("USB-C Cable 2m - Fast Charging");
    expect(strip("Casio FX-991ES PLUS C")).toBe("Casio FX-991ES PLUS C");
  });

  it("cuts a classified's price before the name, and only a price", () => {
    expect(strip("$15 · Casio FX-991ES PLUS C Scientific Calculator")).toBe(
      "Casio FX-991ES PLUS C Scientific Calculator",
    );
    expect(strip("€120 - Oak desk")).toBe("Oak desk");
    expect(strip("2024 - Oak desk")).toBe("2024 - Oak desk");
  });
});

describe("extractProductFacts on a page with a suffixed title and the brand only in its spec table", () => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Vento Desk Fan VF-30 - Buy Desk Fans Online | breeze-home.com</title>
<meta property="og:title" content="Vento Desk Fan VF-30 - Buy Desk Fans Online | breeze-home.com">
</head><body><h2>Vento Desk Fan VF-30 - Buy Desk Fans Online</h2>
<table><tr><th>Brand</th><td>Vento</td></tr><tr><th>Power</th><td>30 W</td></tr></table>
<span class="price">$39.00</span></body></html>`;

  it("names the product without the suffix, keeps its model, and finds the brand", () => {
    const facts = extractProductFacts(html, "https://breeze-home.com/p/88213");
    expect(facts.name).toBe("Vento Desk Fan VF-30");
    expect(facts.brand).toBe("Vento");
  });
});
