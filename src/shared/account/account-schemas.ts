import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { MESSAGES } from "../messages";

/** GET /api/me: the signed-in user with roles, or nulls when signed out (the client's session check). */
export const MeResponseSchema = z.strictObject({
  user: z
    .strictObject({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
      /** The account's interface language (issue 28); null until the seller picks one. */
      locale: z.enum(LOCALES).nullable().optional(),
    })
    .nullable(),
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

/** PATCH /api/account/locale: the signed-in seller's interface language, one of the eight. */
export const AccountLocaleInputSchema = z.strictObject(
  { locale: z.enum(LOCALES, { error: MESSAGES.generic.invalidInput }) },
  { error: MESSAGES.generic.invalidInput },
);
export const AccountLocaleResponseSchema = z.strictObject({ locale: z.enum(LOCALES) });
export type AccountLocaleResponse = z.infer<typeof AccountLocaleResponseSchema>;

/** GET /api/credits: the seller's balance. */
export const CreditsResponseSchema = z.strictObject({ credits: z.number().int().nonnegative() });
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

/** POST /api/account/sign-out: every session of the user ended. */
export const SignOutResponseSchema = z.strictObject({ success: z.literal(true) });
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;
