import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users, workspaceMembers } from "../../db/schema/index";

type Reader = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** `locale`: the owner's interface language, the language of the workspace's mail (issue 28). */
export type WorkspaceContact = { name: string; email: string; locale: string | null };

/**
 * Where a workspace's mail goes (receipts, batch and sync notices): its earliest owner. Owned rows'
 * user_id is the workspace's id (decision 084), which is a person's id only for a personal workspace,
 * so mail never looks the owner up in `users` by that id directly.
 */
export async function workspaceContact(db: Reader, workspaceId: string): Promise<WorkspaceContact | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  return row;
}
