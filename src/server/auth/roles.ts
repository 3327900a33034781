import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { userRoles, users } from "../db/schema/index";

/**
 * Who may do what: the user_roles table, read by the admin guard (session-middleware.ts) and
 * GET /api/me, written by the operator CLI (`npm run cli -- admin grant|revoke`).
 */

export const ADMIN_ROLE = "admin";

export async function getRoles(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .limit(1);
  return rows.length > 0;
}

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No account with the email ${email}.`);
  }
}

async function userIdByEmail(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new UnknownUserError(email);
  return user.id;
}

/** Makes the account with this email an admin; true when it was not one before. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  const userId = await userIdByEmail(db, email);
  const inserted = await db
    .insert(userRoles)
    .values({ userId, role: ADMIN_ROLE })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return inserted.length > 0;
}

/** Removes the admin role; true when the account had it. */
export async function revokeAdmin(db: Database, email: string): Promise<boolean> {
  const userId = await userIdByEmail(db, email);
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .returning({ id: userRoles.id });
  return deleted.length > 0;
}
