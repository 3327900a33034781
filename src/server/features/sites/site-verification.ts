import { randomBytes, timingSafeEqual } from "node:crypto";
import { load } from "cheerio";
import { SITE_VERIFICATION_FILE_PATH, SITE_VERIFICATION_META_NAME } from "../../../shared/sites/site-url";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchFeed, safeFetchHtml } from "../../fetch/safe-fetch";
import { SITE_VERIFICATION_MESSAGES } from "../../../shared/sites/site-sync-messages";

/** A fresh verification token: 32 random bytes (256 bits), base64url. */
export function newVerificationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function verificationOf(token: string) {
  return {
    token,
    metaTag: `<meta name="${SITE_VERIFICATION_META_NAME}" content="${token}">`,
    filePath: SITE_VERIFICATION_FILE_PATH,
  };
}

export type VerificationOutcome = { verified: true; via: "meta" | "file" } | { verified: false; reason: string };

/**
 * Looks for the token on the shop itself, through the SSRF-safe fetcher: the meta tag on the
 * origin's home page, then the well-known file. Either proves the seller controls the origin.
 */
export async function checkVerification(
  origin: string,
  token: string,
  options: SafeFetchOptions,
): Promise<VerificationOutcome> {
  const problems: string[] = [];
  try {
    const home = await safeFetchHtml(`${origin}/`, options);
    // A redirect to another origin (a parked domain, a marketplace) proves nothing about this one.
    if (new URL(home.finalUrl).origin === origin && metaTokens(home.html).some((t) => sameToken(t, token)))
      return { verified: true, via: "meta" };
    problems.push(SITE_VERIFICATION_MESSAGES.noMetaTag);
  } catch (err) {
    problems.push(SITE_VERIFICATION_MESSAGES.homeUnreadable(reasonOf(err)));
  }
  try {
    const file = await safeFetchFeed(`${origin}${SITE_VERIFICATION_FILE_PATH}`, { ...options, maxBytes: 4096 });
    if (new URL(file.finalUrl).origin === origin && sameToken(file.html.trim(), token))
      return { verified: true, via: "file" };
    problems.push(SITE_VERIFICATION_MESSAGES.fileWithoutToken(SITE_VERIFICATION_FILE_PATH));
  } catch (err) {
    problems.push(SITE_VERIFICATION_MESSAGES.fileUnreadable(SITE_VERIFICATION_FILE_PATH, reasonOf(err)));
  }
  return {
    verified: false,
    reason: SITE_VERIFICATION_MESSAGES.notFound(origin, problems.join("; ")),
  };
}

function metaTokens(html: string): string[] {
  const $ = load(html);
  return $("meta")
    .toArray()
    .filter((m) => $(m).attr("name")?.toLowerCase() === SITE_VERIFICATION_META_NAME)
    .map((m) => ($(m).attr("content") ?? "").trim());
}

function sameToken(found: string, token: string): boolean {
  const a = Buffer.from(found);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function reasonOf(err: unknown): string {
  if (err instanceof FetchFailedError && err.status) return `HTTP ${err.status}`;
  if (err instanceof FetchFailedError || err instanceof FetchRefusedError) return err.message.replace(/\.$/, "");
  throw err;
}
