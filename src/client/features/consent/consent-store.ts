import { COOKIE_NAMES } from "../../../shared/account/cookie-names";
import { createCookieStore } from "../../lib/cookie-store";
import { parseBoolean } from "../../lib/cookies";

/**
 * `shelftalk_cookies_accepted` is true once the visitor has answered the banner, whatever
 * the answer (essential cookies are needed either way); `shelftalk_analytics_consent` holds
 * the analytics choice. The banner shows while the first is missing.
 */
export const consentRecordedStore = createCookieStore(COOKIE_NAMES.cookiesAccepted, parseBoolean, false);
export const analyticsConsentStore = createCookieStore(COOKIE_NAMES.analyticsConsent, parseBoolean, false);

export function recordConsent(analytics: boolean): void {
  // Analytics first: the banner disappears on the second write, with the choice already stored.
  analyticsConsentStore.set(analytics);
  consentRecordedStore.set(true);
}

export function hasAnalyticsConsent(): boolean {
  return consentRecordedStore.get() && analyticsConsentStore.get();
}
