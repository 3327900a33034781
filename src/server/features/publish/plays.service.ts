import { and, count, eq, sql } from "drizzle-orm";
import { PLAY_EVENTS, type PlayEvent } from "../../../shared/publish/publish";
import type { Database } from "../../db/database";
import { audioListens, audioPublications } from "../../db/schema/index";
import { consumeRateLimit } from "../../http/rate-limit";
import { dailySalt, listenerHashes, utcDay } from "./listener-hash";
import { isPublicIdShape } from "./public-id";

/**
 * The bounds on listening figures (decision 033). Whatever one address sends:
 * - it adds at most LISTENERS_PER_ADDRESS plays to one audio per UTC day (ten browsers
 *   behind one shop's or office's address still count; a script on one machine adds ten);
 * - each of those plays moves the audio's completion by at most 100 points;
 * - it gets BEACONS_PER_MINUTE beacon requests a minute (a real listen sends at most five).
 * An IPv6 address counts by its /64. So N addresses can add at most 10 × N plays a day to
 * another seller's audio.
 */
export const PLAY_LIMITS = { listenersPerAddress: 10, beaconsPerMinute: 30 } as const;

/** Crawlers, link previews, headless browsers and HTTP libraries: never a listener. */
const NOT_A_LISTENER =
  /bot|crawl|spider|slurp|archiver|preview|fetch|facebookexternalhit|embedly|headless|lighthouse|phantom|selenium|puppeteer|playwright|curl|wget|httpie|python|go-http|java\/|okhttp|axios|undici|node|ruby|perl|php|postman|insomnia/i;

export function isListenerAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && /^Mozilla\/5\.0 /.test(userAgent) && !NOT_A_LISTENER.test(userAgent));
}

export function parsePlayEvent(body: string): PlayEvent | undefined {
  const text = body.trim();
  return (PLAY_EVENTS as readonly string[]).includes(text) ? (text as PlayEvent) : undefined;
}

export type PlayBeacon = { publicId: string; event: PlayEvent; ip: string; userAgent: string | undefined };
export type PlayOutcome = "counted" | "not_counted" | "progress" | "not_found" | "rate_limited";

/**
 * Records one beacon from a player. Only a published audio's public id is accepted (an unknown
 * and an unpublished id both get "not_found", by the same single query). No address is stored:
 * only daily salted hashes (listener-hash.ts).
 */
export async function recordPlayBeacon(
  deps: { db: Database; rateLimitDisabled: boolean },
  beacon: PlayBeacon,
  now = new Date(),
): Promise<PlayOutcome> {
  const { db } = deps;
  if (!isPublicIdShape(beacon.publicId)) return "not_found";
  const [publication] = await db
    .select({ audioId: audioPublications.audioId })
    .from(audioPublications)
    .where(and(eq(audioPublications.publicId, beacon.publicId), eq(audioPublications.published, true)));
  if (!publication) return "not_found";
  if (!isListenerAgent(beacon.userAgent)) return "not_counted";

  const day = utcDay(now);
  const hashes = listenerHashes(await dailySalt(db, day), publication.audioId, beacon.ip, beacon.userAgent ?? "");
  if (!deps.rateLimitDisabled) {
    const limit = await consumeRateLimit(db, `plays:${hashes.limiter}`, {
      max: PLAY_LIMITS.beaconsPerMinute,
      windowSeconds: 60,
    });
    if (!limit.allowed) return "rate_limited";
  }
  const listen = { audioId: publication.audioId, day, visitorHash: hashes.visitor, addressHash: hashes.address };
  return beacon.event === "play" ? countPlay(db, listen) : recordProgress(db, listen, Number(beacon.event));
}

type Listen = { audioId: string; day: string; visitorHash: string; addressHash: string };

/** A new listener today counts once, unless their address already added its share of listeners. */
async function countPlay(db: Database, listen: Listen): Promise<PlayOutcome> {
  return db.transaction(async (tx) => {
    // One address's plays of one audio are counted one at a time, so the cap is exact.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`plays|${listen.audioId}|${listen.day}|${listen.addressHash}`}))`,
    );
    const [seen] = await tx
      .select({ n: count() })
      .from(audioListens)
      .where(
        and(
          eq(audioListens.audioId, listen.audioId),
          eq(audioListens.day, listen.day),
          eq(audioListens.addressHash, listen.addressHash),
        ),
      );
    if ((seen?.n ?? 0) >= PLAY_LIMITS.listenersPerAddress) return "not_counted";
    const inserted = await tx
      .insert(audioListens)
      .values(listen)
      .onConflictDoNothing()
      .returning({ id: audioListens.id });
    if (inserted.length === 0) return "not_counted";
    await tx
      .update(audioPublications)
      .set({ plays: sql`${audioPublications.plays} + 1` })
      .where(eq(audioPublications.audioId, listen.audioId));
    return "counted";
  });
}

/** The furthest point a counted listen reached; it only moves forward, and only for today's listen. */
async function recordProgress(db: Database, listen: Listen, percent: number): Promise<PlayOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: audioListens.id, progress: audioListens.progress })
      .from(audioListens)
      .where(
        and(
          eq(audioListens.audioId, listen.audioId),
          eq(audioListens.day, listen.day),
          eq(audioListens.visitorHash, listen.visitorHash),
        ),
      )
      .for("update");
    if (!row || row.progress >= percent) return "not_counted";
    await tx.update(audioListens).set({ progress: percent }).where(eq(audioListens.id, row.id));
    await tx
      .update(audioPublications)
      .set({ completionTotal: sql`${audioPublications.completionTotal} + ${percent - row.progress}` })
      .where(eq(audioPublications.audioId, listen.audioId));
    return "progress";
  });
}
