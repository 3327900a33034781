import { describe, expect, it } from "vitest";
import { PRODUCT_PAGES } from "../../../test/fixtures/product-pages";
import { pageLanguageOf } from "./page-language";

const page = (head: string, body = "") =>
  `<!doctype html><html ${head}><head><title>T</title></head><body>${body}</body></html>`;

describe("pageLanguageOf (decision 094)", () => {
  it("reads the declared language: <html lang>, then og:locale", () => {
    expect(pageLanguageOf(page('lang="de-AT"'))).toBe("de");
    expect(pageLanguageOf(PRODUCT_PAGES["/produits/bouilloire-inox"]!.html)).toBe("fr");
    expect(
      pageLanguageOf('<html><head><meta property="og:locale" content="pt_BR"><title>x</title></head></html>'),
    ).toBe("pt");
  });

  it("gives nothing for a language we do not write", () => {
    expect(pageLanguageOf(page('lang="ru"'))).toBeUndefined();
    expect(pageLanguageOf(page(""))).toBeUndefined();
  });

  it("tells Japanese and Chinese by their script when the page declares nothing", () => {
    expect(pageLanguageOf("<html><head><title>電気ケトル ステンレス 1.2L</title></head></html>")).toBe("ja");
    expect(pageLanguageOf("<html><head><title>不锈钢电热水壶</title></head></html>")).toBe("zh");
  });
});
