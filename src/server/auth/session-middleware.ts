import { createMiddleware } from "hono/factory";
import type { Database } from "../db/database";
import { isAdmin } from "../features/account/roles.service";
import { forbidden, unauthorized } from "../http/errors";
import type { AppEnv, SessionUser } from "../http/app-env";
import type { Auth } from "./create-auth";

export type SessionInfo = { user: SessionUser; sessionId: string; expiresAt: Date };

/** Reads the session cookie through better-auth; null when signed out or expired. */
export async function readSession(auth: Auth, headers: Headers): Promise<SessionInfo | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user, session } = result;
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    sessionId: session.id,
    expiresAt: session.expiresAt,
  };
}

/** 401 unless signed in; puts the user on the context. */
export function requireUser(auth: Auth, message?: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(auth, c.req.raw.headers);
    if (!session) throw unauthorized(message);
    c.set("user", session.user);
    c.set("sessionId", session.sessionId);
    await next();
  });
}

/** 401 unless signed in, 403 unless the user has a user_roles row with role admin. */
export function requireAdmin(auth: Auth, db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(auth, c.req.raw.headers);
    if (!session) throw unauthorized();
    if (!(await isAdmin(db, session.user.id))) throw forbidden();
    c.set("user", session.user);
    c.set("sessionId", session.sessionId);
    await next();
  });
}
