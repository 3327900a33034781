import { z } from "zod";

/** GET /api/me: the signed-in user with roles, or nulls when signed out (the client's session check). */
export const MeResponseSchema = z.strictObject({
  user: z.strictObject({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).nullable(),
  session: z.strictObject({ id: z.string(), expiresAt: z.iso.datetime() }).nullable(),
  roles: z.array(z.string()),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** GET /api/credits: the seller's balance. */
export const CreditsResponseSchema = z.strictObject({ credits: z.number().int().nonnegative() });
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

/** POST /api/account/sign-out: every session of the user ended. */
export const SignOutResponseSchema = z.strictObject({ success: z.literal(true) });
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;
