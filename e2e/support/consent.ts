import type { BrowserContext } from "@playwright/test";

/**
 * Records a cookie choice up front, as a returning visitor would have, so the banner stays
 * out of journeys that are not about it. Values are JSON, as the app writes them.
 */
export async function acceptCookiesUpFront(context: BrowserContext, baseUrl: string, analytics = false) {
  await context.addCookies([
    { name: "shelftalk_cookies_accepted", value: "true", url: baseUrl, sameSite: "Strict" },
    { name: "shelftalk_analytics_consent", value: String(analytics), url: baseUrl, sameSite: "Strict" },
  ]);
}

/** The decoded JSON value of a cookie in the context, undefined when absent. */
export async function cookieValue(context: BrowserContext, name: string): Promise<unknown> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}
