import { useEffect } from "react";
import { useLocation } from "react-router";
import { useCookieStore } from "../../lib/cookie-store";
import { analyticsConsentStore, consentRecordedStore, hasAnalyticsConsent } from "./consent-store";

/**
 * First-party page-view hook. ShelfTalk has no analytics vendor: this is the single place
 * one would be called from, and it does nothing without the visitor's consent. In
 * development it logs to the console so the consent gate can be seen working.
 */
export function trackPageView(path: string): void {
  if (!hasAnalyticsConsent()) return;
  if (import.meta.env.DEV) console.debug(`[analytics] page view ${path}`);
}

/** Reports each route change, and the current page as soon as consent is given. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const recorded = useCookieStore(consentRecordedStore);
  const analytics = useCookieStore(analyticsConsentStore);
  useEffect(() => {
    if (recorded && analytics) trackPageView(pathname);
  }, [pathname, recorded, analytics]);
}
