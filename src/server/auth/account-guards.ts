import { APIError } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import { MESSAGES } from "../../shared/messages";
import { FullNameSchema } from "../../shared/account/auth-schemas";
import { isLocale } from "../../shared/i18n/locales";
import type { Database } from "../db/database";
import { verifications } from "../db/schema/index";

/** better-auth keeps each reset link as a verification row: identifier `reset-password:<token>`, value the user id. */
const RESET_LINK_PREFIX = "reset-password:";

/**
 * Deletes every outstanding reset link of a user. Called once a reset succeeded (the link used is
 * already gone) and after a password change: an older link left in a mailbox must not set another
 * password later.
 */
export async function forgetResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_LINK_PREFIX}%`), eq(verifications.value, userId)));
}

/** After /change-password: the answer carries the user when the change succeeded (an APIError otherwise). */
export async function forgetResetLinksAfterChange(db: Database, returned: unknown): Promise<void> {
  if (returned instanceof APIError || typeof returned !== "object" || returned === null) return;
  const user = (returned as { user?: { id?: unknown } }).user;
  if (typeof user?.id === "string") await forgetResetLinks(db, user.id);
}

function validName(name: unknown): string {
  const parsed = FullNameSchema.safeParse(name);
  if (parsed.success) return parsed.data;
  throw new APIError("BAD_REQUEST", {
    message: parsed.error.issues[0]?.message ?? MESSAGES.auth.fullNameRequired,
    code: "INVALID_NAME",
  });
}

/**
 * The interface language sent with a sign-up (issue 28): one of the eight, anything else is no
 * choice (null) rather than a refused sign-up: the language is a convenience, the account is not.
 */
function validLocale(locale: unknown): string | null {
  return isLocale(locale) ? locale : null;
}

function checkedLocale(locale: unknown): string | null {
  if (locale === null || isLocale(locale)) return locale;
  throw new APIError("BAD_REQUEST", { message: MESSAGES.generic.invalidInput, code: "INVALID_LOCALE" });
}

/**
 * better-auth database hooks that hold every write of a user's name (sign-up, update-user, any
 * later path) to the sign-up rules: trimmed, 1 to 100 characters; and the interface language to
 * the eight locales.
 */
export const userNameHooks = {
  user: {
    create: {
      before: (user: { name: string; locale?: unknown }) =>
        Promise.resolve({ data: { ...user, name: validName(user.name), locale: validLocale(user.locale) } }),
    },
    update: {
      before: (data: { name?: string; locale?: unknown }) => {
        if (data.name === undefined && data.locale === undefined) return Promise.resolve(undefined);
        const checked: Record<string, unknown> = { ...data };
        if (data.name !== undefined) checked.name = validName(data.name);
        if (data.locale !== undefined) checked.locale = checkedLocale(data.locale);
        return Promise.resolve({ data: checked });
      },
    },
  },
};
