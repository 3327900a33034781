import { and, eq } from "drizzle-orm";
import type { GenerateAudioInput, GenerateAudioResult } from "../../../shared/schemas/generator";
import type { Database } from "../../db/database";
import { generationRequests } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { generateAudio, type GenerationDeps } from "./generation.service";

/** How long a duplicate waits for the first request with its key; a generation takes seconds. */
const DUPLICATE_WAIT_MS = 120_000;
const POLL_MS = 100;

/**
 * generateAudio for API clients, whose retries and duplicates arrive at the same time: a request
 * whose idempotency key is still being generated waits for that first request to finish and
 * answers what it answered (the same audio, or the failure's 409 `attempt_failed`), instead of the
 * browser's immediate 409 `in_progress`. Charging stays exactly once: only the request that
 * claimed the key (credit-reservation.ts) ever spends.
 */
export async function generateAudioIdempotently(
  deps: GenerationDeps,
  userId: string,
  input: GenerateAudioInput,
  waitMs = DUPLICATE_WAIT_MS,
): Promise<GenerateAudioResult> {
  await assertSameRequest(deps.db, userId, input);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await generateAudio(deps, userId, input);
    } catch (error) {
      if (!(error instanceof AppError && error.code === "in_progress") || Date.now() > deadline) throw error;
    }
    await untilSettled(deps.db, userId, input.idempotencyKey, deadline);
  }
}

async function untilSettled(db: Database, userId: string, key: string, deadline: number): Promise<void> {
  while (Date.now() <= deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const [row] = await db
      .select({ status: generationRequests.status })
      .from(generationRequests)
      .where(and(eq(generationRequests.userId, userId), eq(generationRequests.idempotencyKey, key)));
    if (row?.status !== "pending") return;
  }
}

/**
 * A key already used for another script is a client bug, not a retry: answering the first audio
 * would hide it, so it is refused (the Stripe convention). Same script, same key: a retry.
 */
async function assertSameRequest(db: Database, userId: string, input: GenerateAudioInput): Promise<void> {
  const [row] = await db
    .select({ draftId: generationRequests.draftId })
    .from(generationRequests)
    .where(and(eq(generationRequests.userId, userId), eq(generationRequests.idempotencyKey, input.idempotencyKey)));
  if (row?.draftId && row.draftId !== input.draftId)
    throw new AppError(
      409,
      "This Idempotency-Key was already used for another script. Use a new key for a new audio.",
      "idempotency_key_reused",
    );
}
