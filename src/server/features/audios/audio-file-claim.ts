import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { generationRequests } from "../../db/schema/index";

/** The spec's storage key for a seller's audio: `audio-uploads/{userId}/generated-audio-{timestamp}.mp3`. */
export function audioStorageKey(userId: string, timestamp: number): string {
  return `audio-uploads/${userId}/generated-audio-${timestamp}.mp3`;
}

/** Later timestamps tried when one is taken; far more than any burst of one seller needs. */
const MAX_ATTEMPTS = 1_000;

/**
 * Claims a storage key for a pending generation before its file is written. Two generations
 * finishing in the same millisecond (on one process or two) would otherwise share one file,
 * and removing either would lose the other's audio. The key is recorded on the request under
 * a unique index: a taken millisecond moves on to the next one, so keys keep the spec's
 * `generated-audio-{timestamp}` form. The stale-generation sweep also learns from it which
 * file a crashed attempt may have left.
 * Resolves to undefined if the request is no longer pending.
 */
export async function claimAudioStorageKey(
  db: Database,
  claim: { requestId: string; userId: string },
  now: () => number = Date.now,
): Promise<string | undefined> {
  const start = now();
  for (let offset = 0; offset < MAX_ATTEMPTS; offset += 1) {
    const key = audioStorageKey(claim.userId, start + offset);
    try {
      const [claimed] = await db
        .update(generationRequests)
        .set({ storageKey: key, updatedAt: new Date() })
        .where(and(eq(generationRequests.id, claim.requestId), eq(generationRequests.status, "pending")))
        .returning({ id: generationRequests.id });
      return claimed ? key : undefined;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`no free storage key in ${MAX_ATTEMPTS} ms from ${start}`);
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}
