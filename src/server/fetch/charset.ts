import iconv from "iconv-lite";

export type ContentType = { mime: string | null; charset: string | null };

export function parseContentType(header: string | null | undefined): ContentType {
  if (!header) return { mime: null, charset: null };
  const [mime, ...params] = header.split(";");
  let charset: string | null = null;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p);
    if (m?.[1]) charset = m[1];
  }
  return { mime: mime?.trim().toLowerCase() || null, charset };
}

export function isHtmlMime(mime: string | null): boolean {
  return mime === "text/html" || mime === "application/xhtml+xml";
}

// WHATWG MIME sniffing's "text/html" signatures: a body that starts like this is an HTML page.
const HTML_SIGNATURES =
  /^(?:<!doctype html|<html|<head|<script|<iframe|<h1|<div|<font|<table|<a|<style|<title|<b|<body|<br|<p|<!--)[\s>]/i;

export function sniffsAsHtml(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.subarray(0, 512))
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart();
  return HTML_SIGNATURES.test(start);
}

// WHATWG Encoding Standard label aliases that differ from what iconv-lite would pick by name:
// browsers decode "iso-8859-1" as windows-1252, "shift_jis" as Microsoft's cp932, and so on.
// Getting this right keeps ¥, €, and curly quotes intact in legacy pages.
const LABEL_ALIASES: Record<string, string> = {
  "iso-8859-1": "windows-1252",
  latin1: "windows-1252",
  "us-ascii": "windows-1252",
  ascii: "windows-1252",
  shift_jis: "shift_jis",
  "shift-jis": "shift_jis",
  sjis: "shift_jis",
  "x-sjis": "shift_jis",
  ms_kanji: "shift_jis",
  "windows-31j": "shift_jis",
  gb2312: "gbk",
  "gb_2312-80": "gbk",
  "x-gbk": "gbk",
  chinese: "gbk",
  "euc-kr": "euc-kr",
  "ks_c_5601-1987": "euc-kr",
  "windows-949": "euc-kr",
  "tis-620": "windows-874",
  "iso-8859-11": "windows-874",
  "x-euc-jp": "euc-jp",
  "big5-hkscs": "big5",
  "x-mac-roman": "macintosh",
};

// The decoder iconv-lite should use for each WHATWG encoding name (the superset browsers use).
const ICONV_NAMES: Record<string, string> = {
  shift_jis: "cp932",
  gbk: "gb18030",
  big5: "big5hkscs",
  "euc-kr": "cp949",
};

/** Canonical lower-case encoding name for a label, or null when no decoder exists for it. */
export function normaliseCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const key = label.trim().toLowerCase();
  const name = LABEL_ALIASES[key] ?? (key === "utf8" ? "utf-8" : key);
  return iconv.encodingExists(ICONV_NAMES[name] ?? name) ? name : null;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

/** Finds `<meta charset>`, `<meta http-equiv content="…; charset=…">` or an XML declaration. */
export function prescanCharset(bytes: Uint8Array): string | null {
  // Browsers look at the first 1024 bytes; real shops often put the tag after large inline
  // scripts, so we look further rather than fall back to a guess.
  const head = Buffer.from(bytes.subarray(0, 32 * 1024)).toString("latin1");
  const metas = head.match(/<meta\b[^>]*>/gi) ?? [];
  for (const tag of metas) {
    const m = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    const cs = normaliseCharset(m?.[1]);
    // A page that declares UTF-16 inside itself was necessarily read as ASCII-compatible bytes.
    if (cs) return cs.startsWith("utf-16") ? "utf-8" : cs;
  }
  const xml = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  return normaliseCharset(xml?.[1]);
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes an HTML document. Order follows the WHATWG encoding sniffing algorithm: BOM, then the
 * transport (HTTP header) charset, then the document's own declaration, then a guess.
 */
export function decodeHtml(bytes: Uint8Array, headerCharset?: string | null): { html: string; charset: string } {
  const charset =
    bomCharset(bytes) ??
    normaliseCharset(headerCharset) ??
    prescanCharset(bytes) ??
    (isValidUtf8(bytes) ? "utf-8" : "windows-1252");
  const html = iconv.decode(Buffer.from(bytes), ICONV_NAMES[charset] ?? charset, { stripBOM: true });
  return { html, charset };
}
