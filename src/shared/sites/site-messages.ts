/** What the seller reads about their shops (issue 23); apart from the schemas so a catalogue can import it without zod. */
export const SITE_MESSAGES = {
  invalidOrigin: "Enter your shop's address, e.g. https://shop.example.",
  duplicateOrigin: "You have already added this shop.",
  notVerified: "Verify this shop first: nothing is synced until it is verified.",
  noSource: "Set the shop's catalogue source (a sitemap, product feed, products.json or CSV URL) first.",
  syncRunning: "A sync of this shop is already running.",
  reviewDecided: "This review has already been decided.",
} as const;
