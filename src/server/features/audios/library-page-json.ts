import { and, eq, inArray, sql } from "drizzle-orm";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import { GzipBody } from "../../http/gzip-body";
import { audioPublications, generatedAudios } from "../../db/schema/index";
import { createBatchedLookup } from "../../db/batched-lookup";
import { isUuid } from "../../http/uuid-param";
import { AUDIO_VIEW_COLUMNS, PUBLICATION_VIEW_COLUMNS, toAudioView } from "./audio-view";
import { ENTRY, ENTRY_SEPARATOR, entryOf, FIELD_SEPARATOR } from "./library-json";
import { libraryVersionLookup, type LibraryVersion } from "./library-version";
import { LruMap } from "./lru-map";

/**
 * One page of the seller's audios (newest first, keyset after an audio id) as JSON text, for the
 * API's `GET /api/v1/audios`: the same idea as library-json.ts, bounded to the page. One query
 * reads the page's entries (`id|created_at|updated_at|publication`, the same entries as the
 * library's key) and whether the cursor's audio is the seller's; each audio's JSON is kept per
 * entry, so only audios never seen in that state are fetched in full (a second query, rare once
 * warm). A rename, deletion, generation, publish or play changes the entries at once, on any process.
 * A page answered here is kept under the workspace's library version read before its entries
 * (library-version.ts, decision 142) and resent while that version is unchanged, without reading
 * the entries at all.
 */
export type PageRequest = { limit: number; afterId?: string };
export type RenderedPage = { items: string[]; hasMore: boolean; lastId: string | undefined };

/** A page asked for, as one batched lookup's key (NUL-separated: PostgreSQL text never holds one). */
const KEY_SEPARATOR = "\u0000";
const pageKey = (userId: string, afterId: string, take: number) =>
  `${userId}${KEY_SEPARATOR}${afterId}${KEY_SEPARATOR}${take}`;

/**
 * The entries of every page asked for at once (one row per `r`), newest first, and whether the
 * cursor's audio is the seller's. `r.after_id` is "" for a first page.
 */
const PAGE_ENTRIES = sql`(
  select coalesce(string_agg(page.entry, ${ENTRY_SEPARATOR} order by page.created_at desc, page.id desc), '')
  from (
    select ga.id, ga.created_at, ${entryOf(
      { id: sql.raw("ga.id"), createdAt: sql.raw("ga.created_at"), updatedAt: sql.raw("ga.updated_at") },
      { published: sql.raw("ap.published"), plays: sql.raw("ap.plays"), completion: sql.raw("ap.completion_total") },
    )} as entry
    from ${generatedAudios} ga left join ${audioPublications} ap on ap.audio_id = ga.id
    where ga.user_id = r.user_id
      and (r.after_id = ''
        or (ga.created_at, ga.id) < (select a.created_at, a.id from ${generatedAudios} a
          where a.id = nullif(r.after_id, '')::uuid and a.user_id = r.user_id))
    order by ga.created_at desc, ga.id desc
    limit r.take
  ) page)`;

const ANCHORED = sql`(r.after_id = '' or exists (
  select 1 from ${generatedAudios} a
  where a.id = nullif(r.after_id, '')::uuid and a.user_id = r.user_id))`;

/**
 * Concurrent page reads share one query under load (db/batched-lookup.ts, decision 139); each is
 * still answered by a query sent after it was asked, so the page is as fresh as before.
 */
const pagesFor = oncePerDatabase((db) => {
  const query = db
    .select({
      userId: sql<string>`r.user_id`,
      afterId: sql<string>`r.after_id`,
      take: sql<number>`r.take`,
      entries: sql<string>`${PAGE_ENTRIES}`,
      anchored: sql<boolean>`${ANCHORED}`,
    })
    .from(
      sql`unnest(${sql.placeholder("userIds")}::text[], ${sql.placeholder("afterIds")}::text[], ${sql.placeholder("takes")}::int[]) as r(user_id, after_id, take)`,
    )
    .prepare("shelftalk_library_pages_entries");
  return createBatchedLookup(
    (keys) => {
      const parts = keys.map((key) => key.split(KEY_SEPARATOR));
      return query.execute({
        userIds: parts.map((part) => part[0] ?? ""),
        afterIds: parts.map((part) => part[1] ?? ""),
        takes: parts.map((part) => Number(part[2])),
      });
    },
    (row) => pageKey(row.userId, row.afterId, Number(row.take)),
    { maxInFlight: 2, maxBatch: 200 },
  );
});

/** Rendered audios by entry, per database and renderer (a renderer's JSON of an entry never changes). */
const fragmentsFor = oncePerDatabase(() => new Map<string, LruMap<string, string>>());

/** Pages answered lately, as sent, by page asked for: at most 1,000 per renderer, each at most 256 KiB. */
const MAX_KEPT_PAGES = 1_000;
const MAX_KEPT_PAGE_BYTES = 256 * 1024;
const utf8 = new TextEncoder();
type KeptPage = { version: LibraryVersion; entries: string; body: GzipBody };
const bodiesFor = oncePerDatabase(() => new Map<string, LruMap<string, KeptPage>>());

export type PageRenderer = { name: string; render: (view: AudioView) => unknown; appUrl: string };

/**
 * The page's answer as UTF-8 (with its gzip form): `compose` (a pure function of the page) over the page's audios,
 * each rendered by `render` (e.g. the API's shape), or null when `afterId` is not one of the
 * seller's audios. `renderer.name` names `render` (and `compose`) for the caches. While the
 * workspace's library version is the one this page was kept under, the kept bytes go out again
 * (decision 142): a page is only kept once its cursor was found among the seller's audios, and a
 * deletion moves the version, so its cursor still is. Otherwise the page's entries and cursor are
 * read (a cursor never kept is always checked); the same entries as the kept page give the same
 * bytes (decision 139), else the page is assembled anew. Either way it is kept under the version
 * read first, so a change committed in between costs one more read, never a stale page.
 */
export async function pageOfAudioJson(
  db: Database,
  userId: string,
  page: PageRequest,
  renderer: PageRenderer,
  compose: (page: RenderedPage) => string,
): Promise<GzipBody | null> {
  if (page.afterId !== undefined && !isUuid(page.afterId)) return null;
  const key = pageKey(userId, page.afterId ?? "", page.limit + 1);
  const allBodies = bodiesFor(db);
  let bodies = allBodies.get(renderer.name);
  if (!bodies) allBodies.set(renderer.name, (bodies = new LruMap(MAX_KEPT_PAGES)));

  const version = await libraryVersionLookup(db)(userId);
  const kept = bodies.get(key);
  // No version (no row yet) never matches: such a page is read on every request.
  if (version !== null && kept?.version === version) return kept.body;

  const [row] = await pagesFor(db)(key);
  if (!row?.anchored) return null;
  if (kept?.entries === row.entries) {
    bodies.set(key, { version, entries: row.entries, body: kept.body });
    return kept.body;
  }
  const rendered = await renderPage(db, userId, row.entries, page.limit, renderer);
  // Kept with its gzip form, made once on first demand (http/gzip-body.ts), as the cookie library is.
  const body = new GzipBody(utf8.encode(compose(rendered)));
  if (rendered.complete && body.plain.length <= MAX_KEPT_PAGE_BYTES) {
    bodies.set(key, { version, entries: row.entries, body });
  }
  return body;
}

/** The page's audios from its entries (the first `limit`; one more says there is more). */
async function renderPage(
  db: Database,
  userId: string,
  entriesText: string,
  limit: number,
  renderer: PageRenderer,
): Promise<RenderedPage & { complete: boolean }> {
  const entries = entriesText === "" ? [] : entriesText.split(ENTRY_SEPARATOR);
  const hasMore = entries.length > limit;
  const shown = entries.slice(0, limit);

  const all = fragmentsFor(db);
  let fragments = all.get(renderer.name);
  if (!fragments) all.set(renderer.name, (fragments = new LruMap<string, string>(10_000)));
  const idOf = (entry: string) => entry.slice(0, entry.indexOf(FIELD_SEPARATOR));
  const missing = shown.filter((entry) => fragments.get(entry) === undefined);
  if (missing.length > 0) {
    const rows = await db
      .select({ ...AUDIO_VIEW_COLUMNS, ...PUBLICATION_VIEW_COLUMNS, entry: ENTRY })
      .from(generatedAudios)
      .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
      .where(and(eq(generatedAudios.userId, userId), inArray(generatedAudios.id, missing.map(idOf))));
    for (const audio of rows)
      fragments.set(audio.entry, JSON.stringify(renderer.render(toAudioView(audio, audio, renderer.appUrl))));
  }
  const items: string[] = [];
  let lastId: string | undefined;
  for (const entry of shown) {
    // Absent only if deleted (or rewritten) between the two queries: then it is left out (and the page not kept).
    const fragment = fragments.get(entry);
    if (fragment === undefined) continue;
    items.push(fragment);
    lastId = idOf(entry);
  }
  return { items, hasMore, lastId, complete: items.length === shown.length };
}
