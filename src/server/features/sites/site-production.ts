import { and, eq } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { VoiceIdSchema } from "../../../shared/catalog/voices";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { SCRIPT_LENGTH_IDS, SCRIPT_TONE_IDS } from "../../../shared/generator/script-style";
import { generatedAudios, generationRequests } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import type { Claim } from "../../../shared/claims/claim-schemas";
import {
  DomainError,
  IdempotencyKeyReused,
  InsufficientCredits,
  NoCredits,
  UnresolvedClaims,
} from "../../lib/domain-errors";
import type { ClaimPolicy } from "../audios/credit-reservation";
import { refundReservation } from "../audios/credit-reservation";
import { claimSourcesOf } from "../production/draft-claims";
import { productColumnsForDraft, summarise } from "../production/draft-columns";
import { generateAudio } from "../production/generate-audio";
import { storeScriptDraft } from "../production/store-script-draft";
import { writeScript } from "../production/write-script";
import { publishAudio, unpublishAudio } from "../publish/publish.service";
import { writerFacts } from "./site-facts";
import type { Site } from "./site-types";
import type { Actor } from "../workspaces/actor";
import { SITE_SYNC_MESSAGES } from "../../../shared/sites/site-sync-messages";

/*
 * The one file through which a connected shop uses today's script, audio and publishing
 * functions (issue 23). The production refactor (features/production/) repoints only this file.
 */

/** The seller is out of credits: the sync pauses (and resumes after buying). */
export class SiteOutOfCreditsError extends Error {
  constructor() {
    super(SITE_SYNC_MESSAGES.outOfCredits);
    this.name = "SiteOutOfCreditsError";
  }
}

/** A failure worth another attempt (the shop or a service was unreachable or busy). */
export class SiteTransientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SiteTransientError";
  }
}

/** A failure no retry fixes: the product fails with this message. */
export class SitePermanentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SitePermanentError";
  }
}

/**
 * The new script says something the page does not (issue 24): on `auto` it goes to the review
 * queue instead of being voiced, with this draft, and nothing is charged.
 */
export class SiteClaimsHeldError extends Error {
  constructor(
    readonly draft: { script: string; draftId: string },
    readonly claims: Claim[],
  ) {
    super(SITE_SYNC_MESSAGES.claimsHeld);
    this.name = "SiteClaimsHeldError";
  }
}

export type ProductionDeps = Pick<
  AppDeps,
  "database" | "writer" | "speech" | "storage" | "logger" | "config" | "events"
> & {
  /** Who the production acts for (decisions 120, 121): the sync's starter or the reviewer; absent, the system. */
  actor?: Actor | undefined;
};
type PublishingDeps = Pick<AppDeps, "database" | "storage" | "config">;

/** Writes a product's script from the page's facts (evergreen leaves offers out) and keeps it as a draft. */
export async function writeSiteScript(
  deps: ProductionDeps,
  site: Site,
  url: string,
  facts: ProductFacts,
): Promise<{ script: string; draftId: string }> {
  const language = LanguageCodeSchema.parse(site.language);
  const given = writerFacts(facts, site.evergreen);
  let script: string;
  try {
    script = await writeScript({
      writer: deps.writer,
      facts: given,
      language,
      creativity: 0.5,
      length: pick(SCRIPT_LENGTH_IDS, site.length),
      tone: pick(SCRIPT_TONE_IDS, site.tone),
    });
  } catch (error) {
    throw asSiteError(error);
  }
  const draft = await storeScriptDraft(deps.database.db, {
    userId: site.userId,
    sessionId: `site:${site.id}`,
    language,
    productLink: url,
    ...productColumnsForDraft(given),
    description: summarise(given.description),
    script,
    writer: deps.writer.name,
    claimSources: claimSourcesOf(given, null),
  });
  return { script, draftId: draft.id };
}

/** The idempotency key of one product's audio for one set of spoken facts (and attempt). */
export function siteGenerationKey(productId: string, fingerprint: string, attempt: number): string {
  return `site-product:${productId}:${fingerprint.slice(0, 24)}:${attempt}`;
}

/**
 * What an earlier run did with this key: its audio (charged once already), or nothing to reuse.
 * A request a killed run left pending is refunded now, and the caller moves to the next attempt.
 */
export async function earlierAttempt(
  deps: Pick<AppDeps, "database">,
  userId: string,
  key: string,
): Promise<{ audioId: string } | "none" | "spent"> {
  const [previous] = await deps.database.db
    .select()
    .from(generationRequests)
    .where(and(eq(generationRequests.userId, userId), eq(generationRequests.idempotencyKey, key)));
  if (!previous) return "none";
  if (previous.status === "succeeded" && previous.audioId) return { audioId: previous.audioId };
  if (previous.status === "pending")
    await refundReservation(deps.database.db, previous.id, "The worker stopped during generation; tried again.");
  return "spent";
}

/** Speaks a draft: one credit through generateAudio (refunded on failure), never twice for one key. */
export async function speakSiteScript(
  deps: ProductionDeps,
  site: Site,
  draft: { draftId: string; script: string },
  key: string,
  /** "hold" on the sync's own path; an approved review is the seller's go-ahead ("report"). */
  claimPolicy: ClaimPolicy = "hold",
): Promise<string> {
  try {
    const result = await generateAudio(
      {
        db: deps.database.db,
        speech: deps.speech,
        storage: deps.storage,
        logger: deps.logger,
        events: deps.events,
        fetchOptions: { allowHosts: deps.config.FETCH_ALLOW_HOSTS },
      },
      {
        userId: site.userId,
        input: {
          draftId: draft.draftId,
          text: draft.script,
          voice: VoiceIdSchema.parse(site.voice),
          idempotencyKey: key,
        },
        claimPolicy,
        actor: deps.actor,
      },
    );
    return result.audio.id;
  } catch (error) {
    if (error instanceof UnresolvedClaims) throw new SiteClaimsHeldError(draft, error.claims);
    if (error instanceof InsufficientCredits || error instanceof NoCredits) throw new SiteOutOfCreditsError();
    // The key is per product and fingerprint: another run of this same product (a duplicate job)
    // holds it with its own script. Trying again later finds that run's audio (earlierAttempt).
    if (error instanceof IdempotencyKeyReused) throw new SiteTransientError(error.message, { cause: error });
    throw asSiteError(error);
  }
}

/** A pipeline failure as the sync sees it: another attempt when the error says it may help (decision 050). */
function asSiteError(error: unknown): Error {
  if (!(error instanceof DomainError)) return error instanceof Error ? error : new Error(String(error));
  return error.retryable
    ? new SiteTransientError(error.message, { cause: error })
    : new SitePermanentError(error.message);
}

/** Publishes a site product's audio (its public id is what the loader plays). */
export async function publishSiteAudio(deps: PublishingDeps, userId: string, audioId: string): Promise<string> {
  const info = await publishAudio(
    { db: deps.database.db, storage: deps.storage, appUrl: deps.config.appUrl },
    userId,
    audioId,
  );
  return info.publicId;
}

export async function unpublishSiteAudio(deps: PublishingDeps, userId: string, audioId: string): Promise<void> {
  await unpublishAudio({ db: deps.database.db, storage: deps.storage, appUrl: deps.config.appUrl }, userId, audioId);
}

/** The script an audio speaks (the old script of a review). */
export async function audioScript(deps: Pick<AppDeps, "database">, audioId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ script: generatedAudios.scriptContent })
    .from(generatedAudios)
    .where(eq(generatedAudios.id, audioId));
  return row?.script ?? null;
}

function pick<T extends string>(ids: readonly T[], value: string): T | undefined {
  return ids.find((id) => id === value);
}
