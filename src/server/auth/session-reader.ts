import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { sessions, users, workspaceMembers } from "../db/schema/index";
import type { WorkspaceRole } from "../../shared/workspaces/workspace-roles";
import { createBatchedLookup } from "../db/batched-lookup";
import type { SessionUser } from "../http/app-env";
import { cookieValue, verifiedToken } from "./signed-cookie";

/** The workspace a session acts in and the person's role there (issue 27, decision 084). */
export type ActingWorkspace = { id: string; role: WorkspaceRole };
export type SessionInfo = { user: SessionUser; sessionId: string; expiresAt: Date; workspace: ActingWorkspace };
/** What better-auth's own lookup answers: the session without its workspace. */
export type BareSessionInfo = Omit<SessionInfo, "workspace">;

/** What the reader needs from better-auth: its cookie name and refresh rule, and its own lookup. */
export type SessionAuthority = {
  cookieName: () => Promise<string>;
  /** Seconds: a session lives `expiresIn`, and is pushed back once it is `updateAge` old. */
  expiresIn: number;
  updateAge: number;
  /** better-auth's getSession: the slow path, which also refreshes and deletes sessions. */
  getSession: (headers: Headers) => Promise<BareSessionInfo | null>;
};

/** The session and user columns every session query selects (freshSession reads them). */
export const SESSION_COLUMNS = {
  token: sessions.token,
  sessionId: sessions.id,
  expiresAt: sessions.expiresAt,
  userId: users.id,
  email: users.email,
  name: users.name,
  emailVerified: users.emailVerified,
  memberWorkspaceId: workspaceMembers.workspaceId,
  memberRole: workspaceMembers.role,
};
/**
 * Every session query left-joins the membership of the session's chosen workspace with this
 * condition: no row (none chosen, or the person lost the membership) means the personal one.
 */
export const SESSION_MEMBERSHIP = and(
  eq(workspaceMembers.workspaceId, sessions.workspaceId),
  eq(workspaceMembers.userId, sessions.userId),
);
/** The id of the workspace a session acts in, for joining a route's data in the session query. */
export const ACTING_WORKSPACE_ID = sql<string>`coalesce(${workspaceMembers.workspaceId}, ${users.id})`;

/** The acting workspace of a session row: the chosen one while a member, else the personal one (id = user id). */
export function actingWorkspaceOf(row: {
  userId: string;
  memberWorkspaceId: string | null;
  memberRole: WorkspaceRole | null;
}): ActingWorkspace {
  return row.memberWorkspaceId && row.memberRole
    ? { id: row.memberWorkspaceId, role: row.memberRole }
    : { id: row.userId, role: "owner" };
}

export type SessionColumns = {
  token: string;
  sessionId: string;
  expiresAt: Date;
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  memberWorkspaceId: string | null;
  memberRole: WorkspaceRole | null;
};

/** `where` for a query over auth_sessions joined to auth_users: the rows of the cookies' tokens. */
export const BY_SESSION_TOKENS = sql`${sessions.token} = any(${sql.placeholder("tokens")}::text[])`;

/**
 * `byToken` for a SessionScopedRead: concurrent requests share one query under load
 * (db/batched-lookup.ts). `load` selects SESSION_COLUMNS (and the route's data) where
 * BY_SESSION_TOKENS, for a prepared statement's `tokens` array.
 */
export function batchedByToken<Row extends SessionColumns>(
  load: (tokens: string[]) => Promise<Row[]>,
): (token: string) => Promise<Row[]> {
  return createBatchedLookup(load, (row) => row.token, { maxInFlight: 2, maxBatch: 200 });
}

/**
 * A signed-in read done in the same round trip as the session lookup: `byToken` selects
 * SESSION_COLUMNS plus the route's data for the session `token` (one prepared statement).
 * `byUser` loads the same data for a user, for the rare request better-auth answers itself.
 */
export type SessionScopedRead<Row extends SessionColumns, T> = {
  byToken: (token: string) => Promise<Row[]>;
  fromRows: (rows: Row[]) => T | Promise<T>;
  /** `ownerId`: the acting workspace's id (the owner of the route's rows). */
  byUser: (ownerId: string) => Promise<T>;
};

/**
 * Reads the session cookie the way better-auth's getSession does, for the common case in
 * one database round trip (shared with the route's own query when it has one) and no
 * thread-pool work.
 *
 * better-auth verifies the cookie's HMAC with WebCrypto (a libuv thread-pool job per
 * request), builds a full endpoint context, then loads the session and the user in two
 * queries, before the route runs its own. Under load that cost more than the route. This
 * does the same checks synchronously and joins the session into one prepared query.
 * Whenever better-auth would write (an expired session is deleted, a session older than
 * `updateAge` is extended), the request goes to better-auth itself, so those rules stay
 * better-auth's. Revocation stays immediate: every request reads the session row. Decision 010.
 */
export function createSessionReader(db: Database, secret: string, authority: SessionAuthority) {
  const sessionsByTokens = db
    .select(SESSION_COLUMNS)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workspaceMembers, SESSION_MEMBERSHIP)
    .where(BY_SESSION_TOKENS)
    .prepare("shelftalk_sessions_by_tokens");
  const workspaceById = db
    .select({
      userId: sessions.userId,
      memberWorkspaceId: workspaceMembers.workspaceId,
      memberRole: workspaceMembers.role,
    })
    .from(sessions)
    .leftJoin(workspaceMembers, SESSION_MEMBERSHIP)
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("shelftalk_session_workspace");
  const sessionOnly = batchedByToken((tokens) => sessionsByTokens.execute({ tokens }));
  let cookieName: string | undefined;

  async function tokenFrom(headers: Headers): Promise<string | undefined> {
    const cookieHeader = headers.get("cookie");
    if (!cookieHeader) return undefined;
    cookieName ??= await authority.cookieName();
    return verifiedToken(cookieValue(cookieHeader, cookieName), secret);
  }

  /** The fresh session of a row, or undefined when better-auth must decide (expired or due a refresh). */
  function freshSession(row: SessionColumns): SessionInfo | undefined {
    const now = Date.now();
    const expires = row.expiresAt.getTime();
    const refreshDue = expires - authority.expiresIn * 1000 + authority.updateAge * 1000 <= now;
    if (expires < now || refreshDue) return undefined;
    return {
      user: { id: row.userId, email: row.email, name: row.name, emailVerified: row.emailVerified },
      sessionId: row.sessionId,
      expiresAt: row.expiresAt,
      workspace: actingWorkspaceOf(row),
    };
  }

  /** The rare request better-auth answers itself: its session, and the workspace read beside it. */
  async function decidedSession(headers: Headers): Promise<SessionInfo | null> {
    const decided = await authority.getSession(headers);
    if (!decided) return null;
    const [row] = await workspaceById.execute({ id: decided.sessionId });
    return {
      ...decided,
      workspace: actingWorkspaceOf(row ?? { userId: decided.user.id, memberWorkspaceId: null, memberRole: null }),
    };
  }

  async function readSessionWith<Row extends SessionColumns, T>(
    headers: Headers,
    read: SessionScopedRead<Row, T>,
  ): Promise<{ session: SessionInfo; data: T } | null> {
    const token = await tokenFrom(headers);
    if (!token) return null;
    const rows = await read.byToken(token);
    const first = rows[0];
    if (!first) return null;
    const session = freshSession(first);
    if (session) return { session, data: await read.fromRows(rows) };
    const decided = await decidedSession(headers);
    return decided ? { session: decided, data: await read.byUser(decided.workspace.id) } : null;
  }

  async function readSession(headers: Headers): Promise<SessionInfo | null> {
    const result = await readSessionWith(headers, {
      byToken: sessionOnly,
      fromRows: () => undefined,
      byUser: () => Promise.resolve(undefined),
    });
    return result?.session ?? null;
  }

  return { readSession, readSessionWith };
}
