import { PATHS } from "../../shared/paths";
import { lazyPage, type LazyPage } from "./lazy-page";

// The landing page is in the main bundle (it is the entry most visitors land on); every other
// route is its own chunk, loaded on navigation or, for a prerendered page, before hydration.
export const LAZY_PAGES = {
  [PATHS.auth]: lazyPage(() => import("../pages/auth-page").then((m) => m.AuthPage)),
  [PATHS.pricing]: lazyPage(() => import("../pages/pricing-page").then((m) => m.PricingPage)),
  [PATHS.contact]: lazyPage(() => import("../pages/contact-page").then((m) => m.ContactPage)),
  [PATHS.myAudios]: lazyPage(() => import("../pages/my-audios-page").then((m) => m.MyAudiosPage)),
  [PATHS.paymentSuccess]: lazyPage(() => import("../pages/payment-success-page").then((m) => m.PaymentSuccessPage)),
  [PATHS.privacyPolicy]: lazyPage(() => import("../pages/privacy-policy-page").then((m) => m.PrivacyPolicyPage)),
  [PATHS.termsOfService]: lazyPage(() => import("../pages/terms-of-service-page").then((m) => m.TermsOfServicePage)),
  [PATHS.checkout]: lazyPage(() => import("../pages/checkout-page").then((m) => m.CheckoutPage)),
  [PATHS.developers]: lazyPage(() => import("../pages/developers-page").then((m) => m.DevelopersPage)),
  [PATHS.batches]: lazyPage(() => import("../pages/catalogue-page").then((m) => m.BatchesPage)),
  [PATHS.shop]: lazyPage(() => import("../pages/shop-page").then((m) => m.ShopPage)),
  [PATHS.pronunciations]: lazyPage(() => import("../pages/pronunciations-page").then((m) => m.PronunciationsPage)),
  [PATHS.team]: lazyPage(() => import("../pages/team-page").then((m) => m.TeamPage)),
  [PATHS.invitation]: lazyPage(() => import("../pages/invitation-page").then((m) => m.InvitationPage)),
} satisfies Record<string, LazyPage>;

export const NOT_FOUND_PAGE = lazyPage(() => import("../pages/not-found-page").then((m) => m.NotFoundPage));

/** Loads the chunk of the page at `pathname` (the 404 page for unknown paths); nothing for /. */
export function preloadPage(pathname: string): Promise<void> | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (clean === PATHS.home) return undefined;
  const page = (LAZY_PAGES as Record<string, LazyPage | undefined>)[clean] ?? NOT_FOUND_PAGE;
  return page.preload();
}
