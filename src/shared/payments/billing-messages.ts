/**
 * The billing details form's messages: the server's answers to a refused field (the schema's) and
 * the form's own. A module without zod, so the client's message catalogue can name them (decision
 * 113's feature message groups) without pulling the schemas onto the first render's path.
 */
export const BILLING_MESSAGES = {
  nameRequired: "Please enter a billing name.",
  nameTooLong: (max: number) => `The billing name can be at most ${max} characters.`,
  addressRequired: "Please enter a billing address.",
  addressTooLong: (max: number) => `The address can be at most ${max} characters.`,
  invalidVatId: "Please enter a valid VAT ID (letters and digits only).",
  saved: "Billing details saved.",
  saveFailed: "Could not save your billing details.",
} as const;
