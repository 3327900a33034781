import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import type { ProductFacts } from "../../shared/generator/product-facts";
import { decodeHtml } from "../fetch/charset";
import { safeFetchHtml } from "../fetch/safe-fetch";
import { extractProductFacts } from "./extract-product-facts";

export type ExtractCommandOptions = {
  /** `host:port` entries the fetcher may reach on loopback (local demos); empty by default. */
  allowHosts: string[];
};

/** One output line. Missing facts are null, so every line has the same keys. */
export type ExtractRecord = {
  input: string;
  name: string | null;
  brand: string | null;
  price: number | null;
  currency: string | null;
  availability: ProductFacts["availability"] | null;
  description: string | null;
  features: string[];
  category: string | null;
  rating: ProductFacts["rating"] | null;
  images: string[];
  language: string | null;
  canonicalUrl: string | null;
};

const USAGE = "usage: extract <url-or-file.html[.gz]>...";

/**
 * `extract <url-or-file>...`: prints one JSON object per input, `{ input, ...facts }` or
 * `{ input, error }`. Returns 0 when every input was extracted, 1 when any failed, 2 on misuse.
 */
export async function runExtractCommand(
  args: string[],
  out: (line: string) => void,
  options: ExtractCommandOptions = { allowHosts: [] },
): Promise<number> {
  if (args.length === 0) {
    out(JSON.stringify({ error: USAGE }));
    return 2;
  }
  let failed = false;
  for (const input of args) {
    try {
      // Anything that looks like a link goes to the fetcher, which reads http(s) only and says so for the rest.
      const facts = looksLikeLink(input) ? await fromUrl(input, options) : await fromFile(input);
      out(JSON.stringify(toRecord(input, facts)));
    } catch (err) {
      failed = true;
      out(JSON.stringify({ input, error: describeError(err) }));
    }
  }
  return failed ? 1 : 0;
}

/**
 * A scheme followed by "//" (ftp://, file:///), or one of the schemes written without slashes.
 * One-letter schemes are left out: "C:\\page.html" is a Windows path.
 */
function looksLikeLink(input: string): boolean {
  return /^[a-z][a-z0-9+.-]+:\/\//i.test(input) || /^(data|javascript|mailto|blob|about):/i.test(input);
}

async function fromUrl(url: string, options: ExtractCommandOptions): Promise<ProductFacts> {
  const page = await safeFetchHtml(url, { allowHosts: options.allowHosts });
  return extractProductFacts(page.html, page.finalUrl);
}

/** Reads a saved page (`.html` or gzip-compressed `.html.gz`) and decodes it as a browser would. */
export async function readHtmlFile(path: string): Promise<string> {
  const raw = await readFile(path);
  const bytes = path.toLowerCase().endsWith(".gz") ? gunzipSync(raw) : raw;
  return decodeHtml(bytes).html;
}

async function fromFile(path: string): Promise<ProductFacts> {
  return extractProductFacts(await readHtmlFile(path));
}

export function toRecord(input: string, facts: ProductFacts): ExtractRecord {
  return {
    input,
    name: facts.name ?? null,
    brand: facts.brand ?? null,
    price: facts.price ?? null,
    currency: facts.currency ?? null,
    availability: facts.availability ?? null,
    description: facts.description ?? null,
    features: facts.features,
    category: facts.category ?? null,
    rating: facts.rating ?? null,
    images: facts.images,
    language: facts.language ?? null,
    canonicalUrl: facts.canonicalUrl ?? null,
  };
}

function describeError(err: unknown): string {
  if (err instanceof Error && "code" in err && err.code === "ENOENT") return "file not found";
  if (err instanceof Error && "code" in err && err.code === "EISDIR") return "is a directory, not a file";
  return err instanceof Error ? err.message : String(err);
}
