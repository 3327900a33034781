import { and, desc, eq, gt } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages";
import type { GenerateScriptInput, GenerateScriptResult } from "../../../shared/generator/generator-schemas";
import type { Database } from "../../db/database";
import { generatedAudios, scriptDrafts } from "../../db/schema/index";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import { LanguageLocked, NoCredits, RateLimited } from "../../lib/domain-errors";
import type { ScriptWriter } from "../../script-writer/script-writer-provider";
import { getBalance } from "../credits/credits.service";
import { produceScript } from "../production/produce-script";

/** Scripts cost no credit, so each seller may write at most this many an hour. */
export const SCRIPT_RATE_LIMIT: RateLimitRule = { max: 30, windowSeconds: 60 * 60 };

export type ScriptsDeps = {
  db: Database;
  writer: ScriptWriter;
  logger: Logger;
  fetchOptions: SafeFetchOptions;
  rateLimitDisabled: boolean;
};

export type ScriptAuthor = { userId: string; sessionId: string };

async function hasGeneratedAudio(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: generatedAudios.id })
    .from(generatedAudios)
    .where(eq(generatedAudios.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Spec 5, script generation: credits above 0 (with the free-credit-used wording once an audio exists). Returns the balance. */
async function assertCanWriteScript(db: Database, userId: string): Promise<number> {
  const balance = await getBalance(db, userId);
  if (balance > 0) return balance;
  const message = (await hasGeneratedAudio(db, userId)) ? MESSAGES.script.freeCreditUsed : MESSAGES.script.needCredits;
  throw new NoCredits(message);
}

/**
 * The spec's language lock, kept to the case it is for (issue 14, item 7; decision 027): the
 * seller's last script of this session is still unspent (it is what the generator shows), no
 * audio has been made since, and the balance is only the one credit that script's audio would
 * spend. Once any audio is made, or the seller has credits to spare, any language is open.
 */
async function assertLanguageUnlocked(
  db: Database,
  author: ScriptAuthor,
  language: string,
  balance: number,
): Promise<void> {
  if (balance > 1) return;
  const [last] = await db
    .select({ language: scriptDrafts.language, spentAt: scriptDrafts.spentAt, createdAt: scriptDrafts.createdAt })
    .from(scriptDrafts)
    .where(and(eq(scriptDrafts.userId, author.userId), eq(scriptDrafts.sessionId, author.sessionId)))
    .orderBy(desc(scriptDrafts.createdAt))
    .limit(1);
  if (!last || last.spentAt || last.language === language) return;
  const [audioSince] = await db
    .select({ id: generatedAudios.id })
    .from(generatedAudios)
    .where(and(eq(generatedAudios.userId, author.userId), gt(generatedAudios.createdAt, last.createdAt)))
    .limit(1);
  if (!audioSince) throw new LanguageLocked(MESSAGES.script.languageLocked);
}

export async function generateScript(
  deps: ScriptsDeps,
  author: ScriptAuthor,
  input: GenerateScriptInput,
): Promise<GenerateScriptResult> {
  const { db } = deps;
  const balance = await assertCanWriteScript(db, author.userId);
  await assertLanguageUnlocked(db, author, input.language, balance);
  if (!deps.rateLimitDisabled) {
    const limit = await consumeRateLimit(db, `scripts:${author.userId}`, SCRIPT_RATE_LIMIT);
    if (!limit.allowed) throw new RateLimited(MESSAGES.script.rateLimited);
  }
  const { draftId, script, claims, notice } = await produceScript(deps, {
    userId: author.userId,
    sessionId: author.sessionId,
    productLink: input.productLink,
    details: input.specifications,
    language: input.language,
    creativity: input.temperature,
    length: input.length,
    tone: input.tone,
    // The seller is waiting: a page that may load later gives way to their details now.
    whenPageMayLoadLater: "use-details",
  });
  deps.logger.info(
    { userId: author.userId, language: input.language, writer: deps.writer.name, chars: script.length },
    "script written",
  );
  return { success: true, script, draftId, language: input.language, claims, ...(notice ? { notice } : {}) };
}
