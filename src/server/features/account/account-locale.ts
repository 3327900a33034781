import { eq } from "drizzle-orm";
import { requestLocale, type Locale } from "../../../shared/i18n/locales";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/index";

/** The interface language saved on an account (issue 28, decision 116), or null when never chosen. */
export async function accountLocale(db: Database, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return (row?.locale as Locale | null | undefined) ?? null;
}

/** Saves the account's interface language (the route has validated it against the eight). */
export async function setAccountLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** A signed-in person's language for what the server writes them: their setting, else their browser's. */
export async function localeOfRequester(db: Database, userId: string, acceptLanguage: string | undefined) {
  return requestLocale(await accountLocale(db, userId), acceptLanguage);
}
