import { z } from "zod";

/** GET /api/me: the signed-in user with roles, or nulls when signed out (the client's session check). */
export const MeResponseSchema = z.strictObject({
  user: z.strictObject({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).nullable(),
  session: z.strictObject({ id: z.string(), expiresAt: z.iso.datetime() }).nullable(),
  roles: z.array(z.string()),
  /** The workspace the session acts in, the person's role there, and how many workspaces they belong to (issue 27). */
  workspace: z
    .strictObject({
      id: z.string(),
      role: z.enum(["owner", "admin", "member", "viewer"]),
      memberships: z.number().int().nonnegative(),
    })
    .optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** GET /api/credits: the seller's balance. */
export const CreditsResponseSchema = z.strictObject({ credits: z.number().int().nonnegative() });
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

/** POST /api/account/sign-out: every session of the user ended. */
export const SignOutResponseSchema = z.strictObject({ success: z.literal(true) });
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;
