import { isLanguageCode, type LanguageCode } from "../../../shared/catalog/language-list";
import { normalizeProductLink, isHttpUrl } from "../../../shared/generator/product-link";
import type { Database } from "../../db/database";
import { createPageContext } from "../../extract/page-context";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchHtml } from "../../fetch/safe-fetch";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";

/** Page reads for the language preselect: a convenience, so a seller pasting many links gets this many an hour. */
export const PAGE_LANGUAGE_RATE_LIMIT: RateLimitRule = { max: 60, windowSeconds: 60 * 60 };

const KANA = /[\u3040-\u30ff]/u;
const HAN = /\p{Script=Han}/gu;

/**
 * The page's language among ours (issue 25, decision 094): what it declares (`<html lang>`,
 * Content-Language, og:locale), else what its title and headings are written in when the script
 * says so (kana: Japanese; Han alone: Chinese). Undefined when neither says one of our 8 languages.
 */
export function pageLanguageOf(html: string): LanguageCode | undefined {
  const ctx = createPageContext(html);
  const declared = ctx.language?.toLowerCase().split("-")[0];
  if (declared) return isLanguageCode(declared) ? declared : undefined;
  const text = [ctx.$("title").text(), ctx.$("h1").first().text()].join(" ");
  if (KANA.test(text)) return "ja";
  if ((text.match(HAN)?.length ?? 0) >= 4) return "zh";
  return undefined;
}

/**
 * The language of the page behind a link the seller pasted, for the generator's Language select.
 * Never fails: a refused, unreachable or unreadable page, or a seller over the hourly allowance,
 * gives null (the select stays as it is; writing the script reports real problems).
 */
export async function detectPageLanguage(
  deps: { db: Database; fetchOptions: SafeFetchOptions; rateLimitDisabled: boolean },
  userId: string,
  rawLink: string,
): Promise<LanguageCode | null> {
  const link = normalizeProductLink(rawLink);
  if (!link || !isHttpUrl(link)) return null;
  if (!deps.rateLimitDisabled) {
    const limit = await consumeRateLimit(deps.db, `page-language:${userId}`, PAGE_LANGUAGE_RATE_LIMIT);
    if (!limit.allowed) return null;
  }
  try {
    const page = await safeFetchHtml(link, deps.fetchOptions);
    return pageLanguageOf(page.html) ?? null;
  } catch {
    return null;
  }
}
