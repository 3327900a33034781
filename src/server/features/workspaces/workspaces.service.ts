import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { WorkspaceRole } from "../../../shared/workspaces/workspace-roles";
import type { Database } from "../../db/database";
import { batches, generatedAudios, sessions, sites, users, workspaceMembers, workspaces } from "../../db/schema/index";
import { AppError, forbidden, notFound } from "../../http/errors";
import { getBalance } from "../credits/credits.service";
import { WORKSPACE_MESSAGES } from "../../../shared/workspaces/workspace-messages";
import { recordAudit } from "./audit-log";

export { WORKSPACE_MESSAGES };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The account's personal workspace (id = user id) and its ownership; idempotent. */
export async function ensurePersonalWorkspace(db: Database, user: { id: string; name: string }): Promise<void> {
  await db.insert(workspaces).values({ id: user.id, name: user.name, personal: true }).onConflictDoNothing();
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: user.id, userId: user.id, role: "owner" })
    .onConflictDoNothing();
}

/** How many workspaces a person belongs to (GET /api/me: the header's switcher shows from two). */
export async function countMemberships(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return Number(row?.n ?? 0);
}

/** The workspaces a person belongs to, with their role and the credit balance, personal first. */
export async function listMyWorkspaces(db: Database, userId: string, currentId: string) {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.personal} desc`, asc(workspaces.name));
  // A person belongs to a handful of workspaces: one balance read each (only credits/ reads balances).
  return Promise.all(
    rows.map(async (row) => ({ ...row, credits: await getBalance(db, row.id), current: row.id === currentId })),
  );
}

export async function createWorkspace(db: Database, userId: string, name: string): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(workspaces).values({ id, name, personal: false });
    await tx.insert(workspaceMembers).values({ workspaceId: id, userId, role: "owner" });
    await recordAudit(tx, { workspaceId: id, actorUserId: userId, action: "workspace.created", detail: { name } });
  });
  return id;
}

export async function renameWorkspace(db: Database, workspaceId: string, actorId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
    await recordAudit(tx, { workspaceId, actorUserId: actorId, action: "workspace.renamed", detail: { name } });
  });
}

/** Makes a workspace the session's current one; 404 unless the person belongs to it. */
export async function switchWorkspace(db: Database, session: { sessionId: string; userId: string }, id: string) {
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, session.userId)));
  if (!member) throw notFound();
  await db.update(sessions).set({ workspaceId: id }).where(eq(sessions.id, session.sessionId));
}

export async function listMembers(db: Database, workspaceId: string) {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name,
    email: r.email,
    role: r.role,
    joined_at: r.joinedAt.toISOString(),
  }));
}

/**
 * The workspace row locked for the length of the transaction: membership changes of one
 * workspace run one at a time, so two can't both remove "the other" last owner.
 */
async function lockedWorkspace(tx: Tx, workspaceId: string) {
  const [row] = await tx
    .select({ id: workspaces.id, personal: workspaces.personal })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("update");
  if (!row) throw notFound();
  return row;
}

async function memberRole(tx: Tx, workspaceId: string, userId: string): Promise<WorkspaceRole> {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!row) throw notFound(WORKSPACE_MESSAGES.notMember);
  return row.role;
}

async function assertAnotherOwner(tx: Tx, workspaceId: string): Promise<void> {
  const [owners] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")));
  if ((owners?.n ?? 0) <= 1) throw new AppError(409, WORKSPACE_MESSAGES.lastOwner, "last_owner");
}

type Actor = { userId: string; role: WorkspaceRole };

/** Checks shared by role changes and removals: personal workspace's person, owners, last owner. */
async function assertMayChange(tx: Tx, workspaceId: string, actor: Actor, target: string, losesOwner: boolean) {
  const workspace = await lockedWorkspace(tx, workspaceId);
  const current = await memberRole(tx, workspaceId, target);
  if (workspace.personal && target === workspaceId) throw new AppError(409, WORKSPACE_MESSAGES.personal, "personal");
  if (current === "owner" && actor.role !== "owner") throw forbidden(WORKSPACE_MESSAGES.ownersOnly);
  if (current === "owner" && losesOwner) await assertAnotherOwner(tx, workspaceId);
  return current;
}

export async function changeMemberRole(
  db: Database,
  workspaceId: string,
  actor: Actor,
  target: string,
  role: WorkspaceRole,
) {
  if (role === "owner" && actor.role !== "owner") throw forbidden(WORKSPACE_MESSAGES.ownersOnly);
  await db.transaction(async (tx) => {
    const from = await assertMayChange(tx, workspaceId, actor, target, role !== "owner");
    await tx
      .update(workspaceMembers)
      .set({ role })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, target)));
    await recordAudit(tx, {
      workspaceId,
      actorUserId: actor.userId,
      action: "member.role_changed",
      subject: target,
      detail: { from, to: role },
    });
  });
}

/** Removes a member (or, with target = actor, leaves). Their sessions fall back on the next request. */
export async function removeMember(db: Database, workspaceId: string, actor: Actor, target: string) {
  const leaving = target === actor.userId;
  await db.transaction(async (tx) => {
    const workspace = await lockedWorkspace(tx, workspaceId);
    if (leaving && workspace.personal && target === workspaceId)
      throw new AppError(409, WORKSPACE_MESSAGES.personalLeave, "personal");
    const role = leaving
      ? await memberRole(tx, workspaceId, target)
      : await assertMayChange(tx, workspaceId, actor, target, true);
    if (leaving && role === "owner") await assertAnotherOwner(tx, workspaceId);
    await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, target)));
    await recordAudit(tx, {
      workspaceId,
      actorUserId: actor.userId,
      action: leaving ? "member.left" : "member.removed",
      subject: target,
      detail: { role },
    });
  });
}

/** Deletes a shared workspace that holds nothing (owners only; never the personal one). */
export async function deleteWorkspace(db: Database, workspaceId: string) {
  await db.transaction(async (tx) => {
    const workspace = await lockedWorkspace(tx, workspaceId);
    if (workspace.personal) throw new AppError(409, WORKSPACE_MESSAGES.personalDelete, "personal");
    const held = await tx.execute(sql`select
      exists(select 1 from ${generatedAudios} where ${generatedAudios.userId} = ${workspaceId})
      or exists(select 1 from ${batches} where ${batches.userId} = ${workspaceId})
      or exists(select 1 from ${sites} where ${sites.userId} = ${workspaceId})
      as held`);
    if ((held as { rows: Array<{ held: boolean }> }).rows[0]?.held || (await getBalance(tx, workspaceId)) > 0)
      throw new AppError(409, WORKSPACE_MESSAGES.notEmpty, "not_empty");
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
  });
}
