import type { LanguageCode } from "../../../shared/catalog/languages";
import type { ScriptLength, ScriptTone } from "../../../shared/generator/script-style";
import type { Database } from "../../db/database";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import type { ScriptWriter } from "../../script-writer/script-writer-provider";
import type { HostLimiter } from "../batches/host-limiter";
import type { Claim } from "../../../shared/claims/claim-schemas";
import { claimSourcesOf } from "./draft-claims";
import { productColumnsForDraft, summarise } from "./draft-columns";
import { readProductPage, type ReadProductPageOptions } from "./read-product-page";
import { storeScriptDraft } from "./store-script-draft";
import { writeScript } from "./write-script";

export type ProduceScriptDeps = { db: Database; writer: ScriptWriter; fetchOptions: SafeFetchOptions };

export type ProduceScriptOptions = {
  userId: string;
  /** The draft's session: the browser's, `api-key:{id}` or `batch:{id}` (the language lock reads it). */
  sessionId: string;
  productLink?: string | null | undefined;
  details?: string | null | undefined;
  language: LanguageCode;
  creativity: number;
  length?: ScriptLength | undefined;
  tone?: ScriptTone | undefined;
  /** A batch item's batch and position, for the writer's opener and closer rotation. */
  rotation?: { key: string; position: number } | undefined;
  whenPageMayLoadLater: ReadProductPageOptions["whenPageMayLoadLater"];
  hostLimiter?: HostLimiter;
  signal?: AbortSignal;
  /** Called once the page is read, before the writer starts (a batch shows "writing"). */
  onPageRead?: () => Promise<void>;
};

export type ProducedScript = { draftId: string; script: string; claims: Claim[]; notice?: string };

/** Read the page → facts → write the script → store the draft: the script half of production, for every door. */
export async function produceScript(deps: ProduceScriptDeps, options: ProduceScriptOptions): Promise<ProducedScript> {
  const details = options.details ?? undefined;
  const { facts, notice } = await readProductPage({
    link: options.productLink ?? undefined,
    hasDetails: Boolean(details),
    fetchOptions: deps.fetchOptions,
    whenPageMayLoadLater: options.whenPageMayLoadLater,
    ...(options.hostLimiter ? { hostLimiter: options.hostLimiter } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await options.onPageRead?.();
  const script = await writeScript({
    writer: deps.writer,
    facts,
    details,
    language: options.language,
    creativity: options.creativity,
    length: options.length,
    tone: options.tone,
    rotation: options.rotation,
    // A cancelled batch or request stops the writer too, not only the page fetch.
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const draft = await storeScriptDraft(deps.db, {
    userId: options.userId,
    sessionId: options.sessionId,
    language: options.language,
    productLink: options.productLink ?? null,
    specifications: options.details ?? null,
    description: summarise(facts.description ?? details),
    ...productColumnsForDraft(facts),
    script,
    writer: deps.writer.name,
    claimSources: claimSourcesOf(facts, details),
  });
  return { draftId: draft.id, script, claims: draft.claims, ...(notice ? { notice } : {}) };
}
