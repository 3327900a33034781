import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeHtml, normaliseCharset, parseContentType, prescanCharset, sniffsAsHtml } from "./charset";

describe("charset detection", () => {
  it("parses content types", () => {
    expect(parseContentType('text/html; charset="Shift_JIS"')).toEqual({ mime: "text/html", charset: "Shift_JIS" });
    expect(parseContentType(undefined)).toEqual({ mime: null, charset: null });
  });

  it("maps labels the way browsers do", () => {
    expect(normaliseCharset("ISO-8859-1")).toBe("windows-1252");
    expect(normaliseCharset("x-sjis")).toBe("shift_jis");
    expect(normaliseCharset("GB2312")).toBe("gbk");
    expect(normaliseCharset("utf8")).toBe("utf-8");
    expect(normaliseCharset("no-such-charset")).toBeNull();
  });

  it("finds the declaration in meta charset, http-equiv and the XML prolog", () => {
    const bytes = (s: string) => Buffer.from(s, "latin1");
    expect(prescanCharset(bytes('<meta charset="windows-1251">'))).toBe("windows-1251");
    expect(prescanCharset(bytes('<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">'))).toBe(
      "euc-jp",
    );
    expect(prescanCharset(bytes('<?xml version="1.0" encoding="big5"?><html>'))).toBe("big5");
    expect(prescanCharset(bytes('<meta charset="utf-16">'))).toBe("utf-8");
  });

  it("orders BOM, then header, then the document's declaration, then a guess", () => {
    const cyr = iconv.encode('<meta charset="windows-1251"><p>Цена</p>', "win1251");
    expect(decodeHtml(cyr).html).toContain("Цена");
    expect(decodeHtml(cyr, "koi8-r").charset).toBe("koi8-r");
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<p>€</p>")]);
    expect(decodeHtml(bom, "windows-1252")).toEqual({ html: "<p>€</p>", charset: "utf-8" });
    expect(decodeHtml(Buffer.from("<p>caf\xe9</p>", "latin1"))).toEqual({
      html: "<p>café</p>",
      charset: "windows-1252",
    });
  });

  it.each([
    ["big5", "電熱水壺"],
    ["euc-jp", "電気ケトル"],
    ["euc-kr", "전기 주전자"],
  ])("decodes %s", (charset, text) => {
    expect(decodeHtml(iconv.encode(`<p>${text}</p>`, charset), charset).html).toBe(`<p>${text}</p>`);
  });

  it("sniffs HTML without a content type", () => {
    expect(sniffsAsHtml(Buffer.from("\n  <!DOCTYPE html><html>"))).toBe(true);
    expect(sniffsAsHtml(Buffer.from("<html lang=en>"))).toBe(true);
    expect(sniffsAsHtml(Buffer.from('{"a":1}'))).toBe(false);
    expect(sniffsAsHtml(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
