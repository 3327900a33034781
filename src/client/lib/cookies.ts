import { COOKIE_MAX_AGE_DAYS } from "../../shared/account/cookie-names";

/**
 * Preference cookies of spec sections 3 and 9: JSON values, 365 days, SameSite=Strict,
 * Secure when the page is on https. Written by page scripts on purpose (they hold no
 * secret); the session cookie is httpOnly and never touched here.
 */

/** The raw text of a cookie, undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * A JSON cookie's value passed through `parse` (which validates it and may fill defaults);
 * undefined when absent, not JSON, or refused by `parse`.
 */
export function getJsonCookie<T>(name: string, parse: (value: unknown) => T | undefined): T | undefined {
  const raw = readCookie(name);
  if (raw === undefined) return undefined;
  try {
    return parse(JSON.parse(decodeURIComponent(raw)));
  } catch {
    // A hand-edited or foreign cookie: treat as absent rather than break the page.
    return undefined;
  }
}

export function setJsonCookie(name: string, value: unknown, days = COOKIE_MAX_AGE_DAYS): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
}

export const parseBoolean = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);
