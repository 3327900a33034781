import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  ACTING_WORKSPACE_ID,
  actingWorkspaceOf,
  batchedByToken,
  BY_SESSION_TOKENS,
  SESSION_COLUMNS,
  SESSION_MEMBERSHIP,
  type SessionColumns,
  type SessionScopedRead,
} from "../../auth/session-reader";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import { GzipBody } from "../../http/gzip-body";
import { audioPublications, generatedAudios, sessions, users, workspaceMembers } from "../../db/schema/index";
import { AUDIO_VIEW_COLUMNS, PUBLICATION_VIEW_COLUMNS, toAudioView } from "./audio-view";
import { libraryVersionLookup, libraryVersionOf, type LibraryVersion } from "./library-version";
import { LruMap } from "./lru-map";

/**
 * GET /api/audios as JSON text, built from memory whenever the database says nothing changed.
 *
 * The session's query reads the workspace's library version (library-version.ts, decision 142),
 * which triggers move in the same transaction as any change to its audios or their publications.
 * - Same version as the list this process keeps for the workspace: that JSON, as it was.
 * - Otherwise (or no version yet) the list's key is read: the seller's
 *   `id|created_at|updated_at|publication` entries, newest first, as one string. Same key as the
 *   kept list: that JSON again; else it is assembled from each audio's JSON, kept per entry, and
 *   only audios never seen in that state before are fetched in full. The list is then kept under
 *   the version read before the key, so a change in between costs one more build, never a stale list.
 * A generation, rename, deletion, publish, unpublish or play on any process so shows at once.
 * This spares the heaviest common read from fetching, parsing and re-serialising every script on
 * every call (docs/performance.md), and from computing the key on every call (decision 142).
 */
export const ENTRY_SEPARATOR = ",";
export const FIELD_SEPARATOR = "|";
/**
 * An audio's entry: `id|created_at|updated_at|publication`, the publication part being what the
 * list shows of it (`published:plays:completion`, or "" for an audio never published). Neither a
 * uuid, a timestamp's text nor the publication part holds "," or "|".
 */
export const entryOf = (
  audio: { id: SQL; createdAt: SQL; updatedAt: SQL },
  publication: { published: SQL; plays: SQL; completion: SQL },
) =>
  sql<string>`${audio.id}::text || ${FIELD_SEPARATOR} || ${audio.createdAt}::text || ${FIELD_SEPARATOR}
  || ${audio.updatedAt}::text || ${FIELD_SEPARATOR}
  || coalesce(${publication.published}::text || ':' || ${publication.plays}::text || ':' || ${publication.completion}::text, '')`;
/** The entry over the row and publication of the fragment query below. */
export const ENTRY = entryOf(
  {
    id: sql`${generatedAudios.id}`,
    createdAt: sql`${generatedAudios.createdAt}`,
    updatedAt: sql`${generatedAudios.updatedAt}`,
  },
  {
    published: sql`${audioPublications.published}`,
    plays: sql`${audioPublications.plays}`,
    completion: sql`${audioPublications.completionTotal}`,
  },
);
/** The seller's entries, newest first: read only when the library's version moved (or it has none). */
const listKey = (userId: unknown) => sql<string>`(
  select coalesce(string_agg(${entryOf(
    { id: sql.raw("ga.id"), createdAt: sql.raw("ga.created_at"), updatedAt: sql.raw("ga.updated_at") },
    { published: sql.raw("ap.published"), plays: sql.raw("ap.plays"), completion: sql.raw("ap.completion_total") },
  )}, ${ENTRY_SEPARATOR} order by ga.created_at desc, ga.id), '')
  from ${generatedAudios} ga left join ${audioPublications} ap on ap.audio_id = ga.id
  where ga.user_id = ${userId})`;

const fragmentsFor = oncePerDatabase(() => new LruMap<string, string>(10_000));
/** Whole lists of up to 256 KiB, for the 1,000 sellers seen last. */
const utf8 = new TextEncoder();
const MAX_CACHED_LIST_BYTES = 256 * 1024;
type KeptList = { version: LibraryVersion; key: string; body: GzipBody };
const listsFor = oncePerDatabase(() => new LruMap<string, KeptList>(1_000));

const listKeyQuery = oncePerDatabase((db) =>
  db
    .select({ key: listKey(sql.placeholder("userId")) })
    .from(sql`(select 1) as one`)
    .prepare("shelftalk_library_key"),
);

/** `{"audios":[…]}` for this user, newest first, UTF-8 (with its gzip form): the same JSON as `{ audios: rows.map(toAudioView) }`. */
export async function libraryJson(db: Database, userId: string, appUrl = ""): Promise<GzipBody> {
  return libraryAt(db, userId, await libraryVersionLookup(db)(userId), appUrl);
}

/** The library's version read in the session's own query (one round trip, one indexed lookup). */
const libraryVersionBySession = oncePerDatabase((db) => {
  const query = db
    .select({ ...SESSION_COLUMNS, libraryVersion: libraryVersionOf(ACTING_WORKSPACE_ID) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workspaceMembers, SESSION_MEMBERSHIP)
    .where(BY_SESSION_TOKENS)
    .prepare("shelftalk_library_versions_by_sessions");
  return batchedByToken((tokens) => query.execute({ tokens }));
});

/** `appUrl` makes the published audios' share_url absolute (one app, one APP_URL per database handle). */
export function libraryForSession(
  db: Database,
  appUrl = "",
): SessionScopedRead<SessionColumns & { libraryVersion: LibraryVersion }, GzipBody> {
  return {
    byToken: libraryVersionBySession(db),
    fromRows: (rows) =>
      libraryAt(db, rows[0] ? actingWorkspaceOf(rows[0]).id : "", rows[0]?.libraryVersion ?? null, appUrl),
    byUser: (userId) => libraryJson(db, userId, appUrl),
  };
}

/** The list at `version`, read before this call: kept while it stays the same, else built and kept under it. */
async function libraryAt(db: Database, userId: string, version: LibraryVersion, appUrl: string): Promise<GzipBody> {
  const lists = listsFor(db);
  const kept = lists.get(userId);
  // No version (no row yet) never matches: such a list is checked against its key on every request.
  if (version !== null && kept?.version === version) return kept.body;

  const [row] = await listKeyQuery(db).execute({ userId });
  const key = row?.key ?? "";
  // A version moved by a change the list does not show (an audio's logo, say): the same JSON.
  if (kept?.key === key) {
    lists.set(userId, { version, key, body: kept.body });
    return kept.body;
  }
  const { body, complete } = await assembleList(db, userId, key, appUrl);
  if (complete && body.plain.length <= MAX_CACHED_LIST_BYTES) lists.set(userId, { version, key, body });
  return body;
}

async function assembleList(
  db: Database,
  userId: string,
  key: string,
  appUrl: string,
): Promise<{ body: GzipBody; complete: boolean }> {
  const entries = key === "" ? [] : key.split(ENTRY_SEPARATOR);
  const fragments = fragmentsFor(db);
  const missing = entries.filter((entry) => fragments.get(entry) === undefined);
  if (missing.length > 0) {
    const rows = await db
      .select({ ...AUDIO_VIEW_COLUMNS, ...PUBLICATION_VIEW_COLUMNS, entry: ENTRY })
      .from(generatedAudios)
      .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
      .where(
        and(
          eq(generatedAudios.userId, userId),
          inArray(
            generatedAudios.id,
            missing.map((entry) => entry.slice(0, entry.indexOf(FIELD_SEPARATOR))),
          ),
        ),
      );
    for (const row of rows) fragments.set(row.entry, JSON.stringify(toAudioView(row, row, appUrl)));
  }
  const parts: string[] = [];
  for (const entry of entries) {
    // Absent only if deleted (or rewritten) between the two queries: then it is left out.
    const fragment = fragments.get(entry);
    if (fragment !== undefined) parts.push(fragment);
  }
  // Kept encoded (and gzipped once asked): the unchanged list is then sent without converting 24 KB of text again.
  const body = new GzipBody(utf8.encode(`{"audios":[${parts.join(",")}]}`));
  return { body, complete: parts.length === entries.length };
}
