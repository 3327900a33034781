import { sql, type SQL } from "drizzle-orm";
import { createBatchedLookup } from "../../db/batched-lookup";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import { libraryVersions } from "../../db/schema/index";

/**
 * A workspace's library version (decision 142): moved by triggers in the same transaction as any
 * change to its audios or their publications (drizzle/0025_library-versions.sql), never given
 * twice. Read as text (PostgreSQL's bigint, exactly); null while the workspace has no row.
 *
 * A list or page built after reading version v may be resent while the version is still v: it
 * was read before the build, so a change committed in between moves the version past v and only
 * costs one more build, never a stale answer.
 */
export type LibraryVersion = string | null;

/** The version as a scalar sub-select, for a query that already names the workspace (the session's). */
export const libraryVersionOf = (workspaceId: SQL) =>
  sql<LibraryVersion>`(select ${libraryVersions.version}::text from ${libraryVersions}
  where ${libraryVersions.workspaceId} = ${workspaceId})`;

/**
 * The versions of several workspaces in one indexed read: concurrent requests share one prepared
 * statement under load (db/batched-lookup.ts, decision 011); each is answered by a query sent
 * after it asked, so a change committed before the request is always seen.
 */
export const libraryVersionLookup = oncePerDatabase((db: Database) => {
  const query = db
    .select({ workspaceId: libraryVersions.workspaceId, version: sql<string>`${libraryVersions.version}::text` })
    .from(libraryVersions)
    .where(sql`${libraryVersions.workspaceId} = any(${sql.placeholder("workspaceIds")}::text[])`)
    .prepare("shelftalk_library_versions");
  const lookup = createBatchedLookup(
    (workspaceIds) => query.execute({ workspaceIds }),
    (row) => row.workspaceId,
    { maxInFlight: 2, maxBatch: 200 },
  );
  return async (workspaceId: string): Promise<LibraryVersion> => (await lookup(workspaceId))[0]?.version ?? null;
});
