/**
 * Seller-facing texts of buying credits that spec section 8 does not word, apart from the schemas
 * so the client's message catalogue can import them without zod. The server answers these English
 * texts; the client shows them in the seller's language (decision 119).
 */
export const PAYMENT_ERRORS = {
  sessionNotFound: "We couldn't find that payment session.",
  providerUnavailable: "The payment service is not answering right now. Please try again in a few minutes.",
  mismatch: "This payment session does not belong to your account.",
  canceled: "This checkout was canceled. Please start a new purchase.",
  alreadyPaid: "This checkout has already been paid.",
  invalidSignature: "Invalid webhook signature.",
  notConfigured: "Payments are not configured on this server, so credits can't be purchased right now.",
  tooManyCheckouts: "You've started several checkouts in a short time. Please wait a few minutes and try again.",
} as const;
