import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { roleAtLeast, type WorkspaceRole } from "../../../shared/workspaces/workspace-roles";
import type { Database } from "../../db/database";
import { apiKeys, workspaceMembers } from "../../db/schema/index";
import type { AppEnv } from "../../http/app-env";
import { ActorLostAccess } from "../../lib/domain-errors";
import { WORKSPACE_MESSAGES } from "../../../shared/workspaces/workspace-messages";

/**
 * Who acts for a workspace (decision 120): a person, an API key, or neither (the system: the free
 * credit, a stale sweep, a scheduled sync). Recorded on ledger rows, generation requests, batches
 * and syncs so the audit log can say who, and re-checked when a job acts (decision 121).
 */
export type Actor = { userId: string | null; apiKeyId: string | null };

export const SYSTEM_ACTOR: Actor = { userId: null, apiKeyId: null };

/** The request's actor: the signed-in person, or the key on the developer API's door. */
export function actorOf(c: Context<AppEnv>): Actor {
  // A key-only request has no user on the context; a session request has no key.
  const user = c.var.user as AppEnv["Variables"]["user"] | undefined;
  if (user) return { userId: user.id, apiKeyId: null };
  const key = c.var.apiKey as AppEnv["Variables"]["apiKey"] | undefined;
  return { userId: null, apiKeyId: key?.keyId ?? null };
}

export const LOST_ACCESS_MESSAGE = WORKSPACE_MESSAGES.starterLostAccess;

/**
 * Throws ActorLostAccess unless the actor may still act for the workspace with at least `needed`
 * right now. Run it inside the transaction that spends: the membership (or key) row is read
 * `for share`, so removing the member, lowering their role or revoking the key waits for the spend
 * to commit, and a spend that starts after the change sees it. The system always may.
 */
export async function assertActorMayAct(
  tx: Pick<Database, "select">,
  workspaceId: string,
  actor: Actor | undefined,
  needed: WorkspaceRole,
): Promise<void> {
  if (!actor) return;
  if (actor.userId) {
    const [member] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, actor.userId)))
      .for("share");
    // No row: only a person's own personal workspace (its id is theirs) falls back on owner, as sessions do.
    const role = member?.role ?? (workspaceId === actor.userId ? "owner" : null);
    if (!role || !roleAtLeast(role, needed)) throw new ActorLostAccess(LOST_ACCESS_MESSAGE);
    return;
  }
  if (actor.apiKeyId) {
    const [key] = await tx
      .select({ role: apiKeys.role })
      .from(apiKeys)
      .where(
        and(sql`${apiKeys.id}::text = ${actor.apiKeyId}`, eq(apiKeys.userId, workspaceId), isNull(apiKeys.revokedAt)),
      )
      .for("share");
    if (!key || !roleAtLeast(key.role, needed)) throw new ActorLostAccess(LOST_ACCESS_MESSAGE);
  }
}
