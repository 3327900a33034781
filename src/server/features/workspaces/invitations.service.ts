import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { WorkspaceRole } from "../../../shared/workspaces/workspace-roles";
import { workspaceInvitationEmail } from "../../auth/auth-emails";
import type { Database } from "../../db/database";
import { sessions, workspaceInvitations, workspaceMembers, workspaces } from "../../db/schema/index";
import { AppError, forbidden, notFound } from "../../http/errors";
import type { MailProvider } from "../../providers/mail/mail-provider";
import { recordAudit } from "./audit-log";
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from "../../../shared/workspaces/workspace-messages";

/** Seven days (issue 27). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export { INVITATION_MESSAGES };

/** 256 random bits, base64url: the link's secret. Only its SHA-256 is stored. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type InvitationDeps = { db: Database; mail: MailProvider; appUrl: string };

export async function inviteMember(
  deps: InvitationDeps,
  workspaceId: string,
  actor: { userId: string; role: WorkspaceRole },
  input: { email: string; role: WorkspaceRole },
  /** The inviter's interface language at invite time: the invitee has no account (nor language) yet. */
  locale?: string | null,
): Promise<{ id: string }> {
  if (input.role === "owner" && actor.role !== "owner") throw forbidden(WORKSPACE_MESSAGES.ownersOnly);
  const { token, hash } = newToken();
  const email = input.email.trim().toLowerCase();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId,
        email,
        role: input.role,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
        invitedBy: actor.userId,
      })
      .returning({ id: workspaceInvitations.id });
    if (!row) throw new Error("invitation insert returned no row");
    await recordAudit(tx, {
      workspaceId,
      actorUserId: actor.userId,
      action: "member.invited",
      subject: email,
      detail: { role: input.role },
    });
    return row.id;
  });
  // The token rides in the fragment: it never reaches a server log or a Referer header.
  const link = `${deps.appUrl}/invitation#token=${token}`;
  await deps.mail.send(workspaceInvitationEmail(email, link, input.role, locale));
  return { id };
}

function statusOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }) {
  if (row.acceptedAt) return "accepted" as const;
  if (row.revokedAt) return "revoked" as const;
  return row.expiresAt.getTime() <= Date.now() ? ("expired" as const) : ("pending" as const);
}

export async function listInvitations(db: Database, workspaceId: string) {
  const rows = await db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(desc(workspaceInvitations.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    status: statusOf(r),
    expires_at: r.expiresAt.toISOString(),
    created_at: r.createdAt.toISOString(),
  }));
}

/** Withdraws a pending invitation at once; 404 for another workspace's. */
export async function revokeInvitation(db: Database, workspaceId: string, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(workspaceInvitations.id, id),
          eq(workspaceInvitations.workspaceId, workspaceId),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      )
      .returning({ email: workspaceInvitations.email });
    if (!row) throw notFound();
    await recordAudit(tx, { workspaceId, actorUserId: actorId, action: "invitation.revoked", subject: row.email });
  });
}

async function usableInvitation(db: Pick<Database, "select">, token: string) {
  const [row] = await db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.workspaceId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      acceptedAt: workspaceInvitations.acceptedAt,
      revokedAt: workspaceInvitations.revokedAt,
      expiresAt: workspaceInvitations.expiresAt,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)));
  if (!row) throw notFound(INVITATION_MESSAGES.invalid);
  const status = statusOf(row);
  if (status !== "pending")
    throw new AppError(409, INVITATION_MESSAGES[status === "accepted" ? "used" : status], `invitation_${status}`);
  return row;
}

/** What the accept page shows before accepting: the workspace, the role, the invited address. */
export async function previewInvitation(db: Database, token: string) {
  const row = await usableInvitation(db, token);
  return { workspace_name: row.workspaceName, role: row.role, email: row.email };
}

/**
 * Accepts an invitation for the signed-in person: only with the invited email, only once, only
 * while pending. Joins the workspace (keeping a role already held) and makes it the session's current one.
 */
export async function acceptInvitation(
  db: Database,
  person: { userId: string; email: string; sessionId: string },
  token: string,
): Promise<{ workspace_id: string }> {
  return db.transaction(async (tx) => {
    const row = await usableInvitation(tx, token);
    if (row.email !== person.email.trim().toLowerCase()) throw forbidden(INVITATION_MESSAGES.wrongEmail);
    const claimed = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(workspaceInvitations.id, row.id),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      )
      .returning({ id: workspaceInvitations.id });
    if (claimed.length === 0) throw new AppError(409, INVITATION_MESSAGES.used, "invitation_accepted");
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: row.workspaceId, userId: person.userId, role: row.role })
      .onConflictDoNothing();
    await tx.update(sessions).set({ workspaceId: row.workspaceId }).where(eq(sessions.id, person.sessionId));
    await recordAudit(tx, {
      workspaceId: row.workspaceId,
      actorUserId: person.userId,
      action: "member.joined",
      subject: person.email,
      detail: { role: row.role },
    });
    return { workspace_id: row.workspaceId };
  });
}
