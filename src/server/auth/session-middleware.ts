import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/database";
import { isAdmin } from "./roles";
import { forbidden, unauthorized } from "../http/errors";
import type { AppEnv } from "../http/app-env";
import type { Auth } from "./create-auth";
import type { SessionColumns, SessionInfo, SessionScopedRead } from "./session-reader";
import type { WorkspaceRole } from "../../shared/workspaces/workspace-roles";
import { assertRole, defaultRoleFor } from "./workspace-access";

export type { SessionInfo } from "./session-reader";

/** Reads the session cookie; null when signed out or expired. */
export function readSession(auth: Auth, headers: Headers): Promise<SessionInfo | null> {
  return auth.readSession(headers);
}

/**
 * For hot signed-in reads: 401 unless signed in, else the route's data, read in the same
 * database round trip as the session (see SessionScopedRead). Puts the user on the context.
 */
export async function signedInRead<Row extends SessionColumns, T>(
  auth: Auth,
  c: Context<AppEnv>,
  read: SessionScopedRead<Row, T>,
): Promise<T> {
  const result = await auth.readSessionWith(c.req.raw.headers, read);
  if (!result) throw unauthorized();
  c.set("user", result.session.user);
  c.set("sessionId", result.session.sessionId);
  c.set("workspace", result.session.workspace);
  return result.data;
}

/** Puts the session's person, session and acting workspace on the context. */
export function setSession(c: Context<AppEnv>, session: SessionInfo): void {
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  c.set("workspace", session.workspace);
}

/**
 * 401 unless signed in; 403 unless the person's role in the acting workspace is at least `role`
 * (by default: viewer for GET and HEAD, member otherwise; decision 085). Puts the user, the
 * session and the acting workspace on the context.
 */
export function requireUser(auth: Auth, message?: string, role?: WorkspaceRole) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(auth, c.req.raw.headers);
    if (!session) throw unauthorized(message);
    setSession(c, session);
    assertRole(session.workspace.role, role ?? defaultRoleFor(c.req.method));
    await next();
  });
}

/** 401 unless signed in, 403 unless the user has a user_roles row with role admin. */
export function requireAdmin(auth: Auth, db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(auth, c.req.raw.headers);
    if (!session) throw unauthorized();
    if (!(await isAdmin(db, session.user.id))) throw forbidden();
    setSession(c, session);
    await next();
  });
}
