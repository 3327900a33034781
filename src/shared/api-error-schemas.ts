import { z } from "zod";
import { ClaimsSchema } from "./claims/claim-schemas";

/**
 * Every error our /api routes answer: the seller-facing message and a machine code the client
 * branches on (never on the message). The contact form adds the message of each invalid field.
 * better-auth's own /api/auth answers carry `message` and `code` instead; the client reads both.
 */
export const ApiErrorBodySchema = z.strictObject({
  error: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** `unresolved_claims`: the script's sentences as checked (issue 24). */
  claims: ClaimsSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
