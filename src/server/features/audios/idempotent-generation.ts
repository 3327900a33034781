import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { generationRequests } from "../../db/schema/index";

/** What a duplicate waits for by default before answering 409 `in_progress`; a generation takes seconds. */
export const DUPLICATE_WAIT_MS = 120_000;
const POLL_MS = 100;

/**
 * What is asked under an idempotency key: the draft, the text, the voice and the options. Stored
 * on the request row, so a key reused for another request is refused (409 `idempotency_key_reused`,
 * the Stripe convention) rather than answered with the first request's audio.
 */
export function requestHash(input: {
  draftId: string;
  text: string;
  voice: string;
  speed?: number | undefined;
  revoice?: boolean | undefined;
}): string {
  const asked = [input.draftId, input.text, input.voice, input.speed ?? 1, input.revoice ?? false];
  return createHash("sha256").update(JSON.stringify(asked)).digest("base64url");
}

export type SettledRequest = {
  status: "pending" | "succeeded" | "refunded";
  audioId: string | null;
  errorMessage: string | null;
};

/**
 * The wait of a duplicate whose first request is still generating (API clients send retries and
 * duplicates at the same time): one query, repeated until the request has settled or the deadline
 * passed. Charging stays exactly once: only the request that claimed the key ever spends.
 */
export async function waitForSettledRequest(db: Database, requestId: string, waitMs: number): Promise<SettledRequest> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select({
        status: generationRequests.status,
        audioId: generationRequests.audioId,
        errorMessage: generationRequests.errorMessage,
      })
      .from(generationRequests)
      .where(eq(generationRequests.id, requestId));
    if (!row) throw new Error("the idempotency key's request vanished");
    if (row.status !== "pending" || Date.now() + POLL_MS > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
