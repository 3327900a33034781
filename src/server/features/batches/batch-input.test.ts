import { describe, expect, it } from "vitest";
import { BATCH_CSV_TEMPLATE } from "../../../shared/batches/batch-limits";
import { decodeCsvBytes, parseCsv, parseLinkList } from "./batch-csv";
import { readFeed, type FeedFetch } from "./batch-feeds";
import { checkRows, sizeProblem } from "./batch-rows";
import { csvLine } from "./manifest-csv";

describe("CSV input", () => {
  it("reads the template, headers in any case and order, quoted commas and newlines", () => {
    const template = parseCsv(BATCH_CSV_TEMPLATE);
    expect(template.fileProblems).toEqual([]);
    expect(template.rows).toHaveLength(2);
    const { rows } = parseCsv('Title,DETAILS,Product Link\r\n"Mug, blue","Line one\nline two",shop.com/p/1\r\n');
    expect(rows).toEqual([{ title: "Mug, blue", specifications: "Line one\nline two", productLink: "shop.com/p/1" }]);
  });

  it("drops a byte-order mark and refuses text that is not UTF-8, saying how to save it", () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("details\nMug\n")]);
    const decoded = decodeCsvBytes(bom);
    expect("text" in decoded && parseCsv(decoded.text).rows).toEqual([{ specifications: "Mug" }]);
    const latin1 = decodeCsvBytes(new Uint8Array([0x64, 0x0a, 0x43, 0x61, 0x66, 0xe9]));
    expect("problem" in latin1 && latin1.problem).toContain("CSV UTF-8");
    const utf16 = decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x64, 0x00, 0x0a, 0x00]));
    expect("text" in utf16 && utf16.text).toBe("d\n");
  });

  it("needs a header naming product_link or details", () => {
    expect(parseCsv("name,price\nMug,3\n").fileProblems[0]).toContain("product_link or details");
    expect(parseCsv("").fileProblems[0]).toBe("The file is empty.");
  });

  it("splits a pasted list on lines and spaces", () => {
    expect(parseLinkList(" a.com/1\n\n b.com/2 \r\nc.com/3").rows.map((r) => r.productLink)).toEqual([
      "a.com/1",
      "b.com/2",
      "c.com/3",
    ]);
  });
});

describe("row checks", () => {
  it("names each row's problem and fills defaults", () => {
    const rows = checkRows([
      { productLink: "shop.com/p/1" },
      { productLink: "https://SHOP.com/p/1#reviews" },
      { productLink: '=HYPERLINK("x")' },
      { specifications: "Mug", language: "Japanese", voice: "echo" },
      { specifications: "Mug", creativity: "2" } as never,
      { specifications: "Mug", temperature: "1,5" },
      {},
    ]);
    expect(rows[0]).toMatchObject({
      productLink: "https://shop.com/p/1",
      language: "en",
      voice: "alloy",
      problems: [],
    });
    expect(rows[1]!.problems).toEqual(["Duplicate of row 1."]);
    expect(rows[2]!.problems[0]).toContain("is not a valid product link");
    expect(rows[3]!.problems).toEqual(['The voice "echo" is not offered for this language.']);
    expect(rows[3]!.language).toBe("ja");
    expect(rows[4]!.problems).toEqual([]);
    expect(rows[5]!.problems[0]).toContain("Creativity must be a number");
    expect(rows[6]!.problems).toEqual(["Give a product link or details."]);
  });

  it("shows an invalid language or voice as given beside its problem, not a default (issue 25)", () => {
    const rows = checkRows([
      { specifications: "Mug", language: "Klingon" },
      { specifications: "Mug", voice: "Brian" },
      { specifications: "Mug", language: "German", voice: "alloy" },
    ]);
    expect(rows[0]).toMatchObject({ language: "Klingon", problems: ['Unknown language "Klingon".'] });
    expect(rows[1]).toMatchObject({ language: "en", voice: "Brian", problems: ['Unknown voice "Brian".'] });
    expect(rows[2]).toMatchObject({ language: "de", voice: "alloy" });
    expect(rows[2]!.problems).toHaveLength(1);
  });

  it("bounds a batch at 1,000 items", () => {
    expect(sizeProblem(1000)).toBeNull();
    expect(sizeProblem(10_000)).toContain("this one has 10,000");
    expect(sizeProblem(0)).toBe("No rows were found.");
  });
});

describe("feeds", () => {
  const site = (pages: Record<string, string>): FeedFetch => {
    const fetched: string[] = [];
    const fetch: FeedFetch = (url) => {
      fetched.push(url);
      const text = pages[url];
      return text === undefined
        ? Promise.reject(new Error(`unexpected ${url}`))
        : Promise.resolve({ text, finalUrl: url });
    };
    return Object.assign(fetch, { fetched });
  };

  it("reads Atom entries and Shopify products", async () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Mug</title><link rel="alternate" href="https://s.com/p/mug"/><summary>&lt;b&gt;Blue&lt;/b&gt; mug</summary></entry></feed>`;
    const json = JSON.stringify({ products: [{ handle: "oak board", title: "Oak", body_html: "<p>Solid</p>" }] });
    const fetch = site({ "https://s.com/atom": atom, "https://s.com/products.json": json });
    expect((await readFeed("https://s.com/atom", fetch)).rows).toEqual([
      { productLink: "https://s.com/p/mug", title: "Mug", specifications: "Blue mug" },
    ]);
    expect((await readFeed("https://s.com/products.json", fetch)).rows).toEqual([
      { productLink: "https://s.com/products/oak%20board", title: "Oak", specifications: "Solid" },
    ]);
  });

  it("follows a sitemap index only so deep and so wide", async () => {
    const index = (locs: string[]) =>
      `<sitemapindex>${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join("")}</sitemapindex>`;
    const pages: Record<string, string> = {
      "https://s.com/0": index(["https://s.com/1"]),
      "https://s.com/1": index(["https://s.com/2"]),
    };
    pages["https://s.com/2"] = index(["https://s.com/3"]);
    const deep = await readFeed("https://s.com/0", site(pages));
    expect(deep.fileProblems.join(" ")).toContain("levels deep at most");
    const wide: Record<string, string> = {
      "https://s.com/w": index(Array.from({ length: 40 }, (_, i) => `https://s.com/m${i}`)),
    };
    for (let i = 0; i < 40; i += 1)
      wide[`https://s.com/m${i}`] = `<urlset><url><loc>https://s.com/p/${i}</loc></url></urlset>`;
    const many = await readFeed("https://s.com/w", site(wide));
    expect(many.rows).toHaveLength(19);
    expect(many.fileProblems).toEqual(["Only the first 20 sitemaps were read."]);
  });

  it("refuses entity declarations before parsing", async () => {
    const bomb = `<!DOCTYPE x [<!ENTITY a "aaaa">]><urlset><url><loc>&a;</loc></url></urlset>`;
    const result = await readFeed("https://s.com/bomb", site({ "https://s.com/bomb": bomb }));
    expect(result.rows).toEqual([]);
    expect(result.fileProblems[0]).toContain("declares XML entities");
  });
});

describe("manifest cells", () => {
  it("quotes and defuses formula-looking cells", () => {
    expect(csvLine(['=HYPERLINK("x")', "+1", "-2", "@a", "plain", 'a,"b"'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@a,plain,"a,""b"""`,
    );
  });
});
