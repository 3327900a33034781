/** Client routes of spec section 2, in one place for the router, links and the server's 404 status. */
export const PATHS = {
  home: "/",
  auth: "/auth",
  pricing: "/pricing",
  contact: "/contact",
  myAudios: "/my-audios",
  paymentSuccess: "/payment-success",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  checkout: "/checkout",
  developers: "/developers",
  /** Batches (issue 16, decision 054): a new batch, or one batch with `?batch={id}`. */
  batches: "/batches",
  pronunciations: "/pronunciations",
  /** The connected shop (issue 23): sites, verification, sync, reviews, the one script tag. */
  shop: "/shop",
  /** Workspaces (issue 27): members, invitations, the audit log; and accepting an invitation. */
  team: "/team",
  invitation: "/invitation",
} as const;

/** Pages anyone may open and search engines may list (prerendered, in the sitemap). */
export const PUBLIC_PATHS = [
  PATHS.home,
  PATHS.pricing,
  PATHS.contact,
  PATHS.privacyPolicy,
  PATHS.termsOfService,
] as const;

/** Pages that are private to a seller or a step of a flow: kept out of search engines. */
export const UNLISTED_PATHS = [
  PATHS.auth,
  PATHS.checkout,
  PATHS.paymentSuccess,
  PATHS.myAudios,
  PATHS.developers,
  PATHS.batches,
  PATHS.pronunciations,
  PATHS.shop,
  PATHS.team,
  PATHS.invitation,
] as const;

/** Old page paths and where they moved (decision 054): answered with a redirect that keeps the query. */
export const MOVED_PATHS: Readonly<Record<string, string>> = {
  "/catalogue": PATHS.batches,
};

/** Where an old page path moved, with its query string kept; undefined for any other path. */
export function movedPathTarget(pathname: string, search = ""): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = Object.hasOwn(MOVED_PATHS, normalized) ? MOVED_PATHS[normalized] : undefined;
  return target === undefined ? undefined : `${target}${search}`;
}

export const ANCHORS = {
  benefits: "benefits",
  solutions: "solutions",
  howItWorks: "how-it-works",
  generator: "custom-audio-generator",
} as const;

const KNOWN_PATHS = new Set<string>(Object.values(PATHS));

/** True for a path the SPA renders a real page for (anything else is its 404 page). */
export function isKnownClientPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return KNOWN_PATHS.has(normalized);
}
