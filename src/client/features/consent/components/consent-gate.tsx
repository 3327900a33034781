import { lazy, Suspense } from "react";
import { useCookieStore } from "../../../lib/cookie-store";
import { useHydrated } from "../../../lib/use-hydrated";
import { usePageViewTracking } from "../analytics";
import { consentRecordedStore } from "../consent-store";

const CookieBanner = lazy(() => import("./cookie-banner").then((module) => ({ default: module.CookieBanner })));

/**
 * Page-view tracking (consent-gated) and the cookie banner. The banner is never prerendered:
 * the server cannot know the visitor's choice, and a returning visitor must not see it flash.
 * It loads as its own chunk after hydration, and only while no choice is recorded.
 */
export function ConsentGate() {
  usePageViewTracking();
  const hydrated = useHydrated();
  const recorded = useCookieStore(consentRecordedStore);
  if (!hydrated || recorded) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
