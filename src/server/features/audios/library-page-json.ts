import { and, eq, inArray, sql } from "drizzle-orm";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import { audioPublications, generatedAudios } from "../../db/schema/index";
import { isUuid } from "../../http/uuid-param";
import { AUDIO_VIEW_COLUMNS, PUBLICATION_VIEW_COLUMNS, toAudioView } from "./audio-view";
import { ENTRY, ENTRY_SEPARATOR, entryOf, FIELD_SEPARATOR } from "./library-json";
import { LruMap } from "./lru-map";

/**
 * One page of the seller's audios (newest first, keyset after an audio id) as JSON text, for the
 * API's `GET /api/v1/audios`: the same idea as library-json.ts, bounded to the page. One query
 * reads the page's entries (`id|created_at|updated_at|publication`, the same entries as the
 * library's key) and whether the cursor's audio is the seller's; each audio's JSON is kept per
 * entry, so only audios never seen in that state are fetched in full (a second query, rare once
 * warm). A rename, deletion, generation, publish or play changes the entries at once, on any process.
 */
export type PageRequest = { limit: number; afterId?: string };
export type RenderedPage = { items: string[]; hasMore: boolean; lastId: string | undefined };

const PAGE_ENTRIES = sql`(
  select coalesce(string_agg(page.entry, ${ENTRY_SEPARATOR} order by page.created_at desc, page.id desc), '')
  from (
    select ga.id, ga.created_at, ${entryOf(
      { id: sql.raw("ga.id"), createdAt: sql.raw("ga.created_at"), updatedAt: sql.raw("ga.updated_at") },
      { published: sql.raw("ap.published"), plays: sql.raw("ap.plays"), completion: sql.raw("ap.completion_total") },
    )} as entry
    from ${generatedAudios} ga left join ${audioPublications} ap on ap.audio_id = ga.id
    where ga.user_id = ${sql.placeholder("userId")}::text
      and (${sql.placeholder("afterId")}::uuid is null
        or (ga.created_at, ga.id) < (select a.created_at, a.id from ${generatedAudios} a
          where a.id = ${sql.placeholder("afterId")}::uuid and a.user_id = ${sql.placeholder("userId")}::text))
    order by ga.created_at desc, ga.id desc
    limit ${sql.placeholder("take")}::int
  ) page)`;

const ANCHORED = sql`(${sql.placeholder("afterId")}::uuid is null or exists (
  select 1 from ${generatedAudios} a
  where a.id = ${sql.placeholder("afterId")}::uuid and a.user_id = ${sql.placeholder("userId")}::text))`;

const pageQuery = oncePerDatabase((db) =>
  db
    .select({ entries: sql<string>`${PAGE_ENTRIES}`, anchored: sql<boolean>`${ANCHORED}` })
    .from(sql`(select 1) as one`)
    .prepare("shelftalk_library_page_entries"),
);

/** Rendered audios by entry, per database and renderer (a renderer's JSON of an entry never changes). */
const fragmentsFor = oncePerDatabase(() => new Map<string, LruMap<string, string>>());

/**
 * The page's audios, each rendered by `render` (e.g. the API's shape) as JSON text, or null when
 * `afterId` is not one of the seller's audios. `renderer` names `render` for the cache.
 */
export async function pageOfAudioJson(
  db: Database,
  userId: string,
  page: PageRequest,
  renderer: { name: string; render: (view: AudioView) => unknown; appUrl: string },
): Promise<RenderedPage | null> {
  if (page.afterId !== undefined && !isUuid(page.afterId)) return null;
  const [row] = await pageQuery(db).execute({ userId, afterId: page.afterId ?? null, take: page.limit + 1 });
  if (!row?.anchored) return null;
  const entries = row.entries === "" ? [] : row.entries.split(ENTRY_SEPARATOR);
  const hasMore = entries.length > page.limit;
  const shown = entries.slice(0, page.limit);

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
    // Absent only if deleted (or rewritten) between the two queries: then it is left out.
    const fragment = fragments.get(entry);
    if (fragment === undefined) continue;
    items.push(fragment);
    lastId = idOf(entry);
  }
  return { items, hasMore, lastId };
}
