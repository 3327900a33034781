import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_EMBED_STYLE, type EmbedStyle } from "../../../shared/publish/publish";
import { publicTitleOf } from "../../../shared/audios/public-title";
import type { PublishInfo } from "../../../shared/publish/publish-schemas";
import type { Database } from "../../db/database";
import {
  audioCaptions,
  audioPublications,
  embedLogos,
  generatedAudios,
  siteProducts,
  sites,
} from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { getOwnedAudio } from "../audios/library.service";
import { ensureCaptions, type Captions } from "./captions";
import { audioObjectJsonLd, jsonLdScriptTag } from "./json-ld";
import { isPublicIdShape, newPublicId } from "./public-id";
import { embedSnippet, publishedLinks } from "./publish-links";
import { PUBLISH_MESSAGES } from "../../../shared/publish/publish-messages";

export type PublishDeps = { db: Database; storage: StorageProvider; appUrl: string };

type AudioFacts = {
  title: string;
  productName: string | null;
  publicTitle: string | null;
  description: string | null;
  scriptContent: string;
  language: string;
  createdAt: Date;
};

/** Everything a seller pastes, for a published audio. */
export function publishInfo(
  appUrl: string,
  publicId: string,
  audio: AudioFacts,
  captions: Captions,
  style: EmbedStyle = DEFAULT_EMBED_STYLE,
): PublishInfo {
  const links = publishedLinks(appUrl, publicId);
  const title = publicTitleOf(audio);
  const jsonLd = audioObjectJsonLd({
    title,
    description: audio.description,
    script: audio.scriptContent,
    language: audio.language,
    durationMs: captions.durationMs,
    createdAt: audio.createdAt,
    links,
  });
  return {
    published: true,
    publicId,
    shareUrl: links.shareUrl,
    embedHtml: embedSnippet(links.embedUrl, title, style),
    embedUrl: links.embedUrl,
    oembedUrl: links.oembedUrl,
    jsonLd,
    jsonLdHtml: jsonLdScriptTag(jsonLd),
    audioUrl: links.audioUrl,
    captionsUrl: links.captionsUrl,
  };
}

/**
 * Publishes the seller's audio (owner only: anyone else gets the 404 of a missing audio).
 * Idempotent: the first call draws the public id, every later one (also after an unpublish)
 * keeps it, so links already pasted into a shop page work again.
 */
export async function publishAudio(
  deps: PublishDeps,
  userId: string,
  audioId: string,
  style: EmbedStyle = DEFAULT_EMBED_STYLE,
): Promise<PublishInfo> {
  const audio = await getOwnedAudio(deps.db, userId, audioId);
  const captions = await ensureCaptions(deps, audio);
  if (!captions) throw new AppError(409, PUBLISH_MESSAGES.fileMissing, "file_missing");
  const [row] = await deps.db
    .insert(audioPublications)
    .values({ audioId: audio.id, userId, publicId: newPublicId() })
    .onConflictDoUpdate({
      target: audioPublications.audioId,
      set: {
        published: true,
        // A repeated publish changes nothing; publishing again after an unpublish is a new start.
        publishedAt: sql`case when ${audioPublications.published} then ${audioPublications.publishedAt} else now() end`,
        unpublishedAt: null,
      },
    })
    .returning({ publicId: audioPublications.publicId });
  if (!row) throw new Error("publication upsert returned no row");
  return publishInfo(deps.appUrl, row.publicId, audio, captions, style);
}

/** The snippets of an audio the seller has published; 404 when it is not published (or not theirs). */
export async function getPublishInfo(
  deps: PublishDeps,
  userId: string,
  audioId: string,
  style: EmbedStyle = DEFAULT_EMBED_STYLE,
): Promise<PublishInfo> {
  const audio = await getOwnedAudio(deps.db, userId, audioId);
  const [row] = await deps.db
    .select({ publicId: audioPublications.publicId, durationMs: audioCaptions.durationMs, cues: audioCaptions.cues })
    .from(audioPublications)
    .innerJoin(audioCaptions, eq(audioCaptions.audioId, audioPublications.audioId))
    .where(and(eq(audioPublications.audioId, audio.id), eq(audioPublications.published, true)));
  if (!row) throw notFound();
  return publishInfo(deps.appUrl, row.publicId, audio, row, style);
}

/**
 * Takes the audio off every public address at once (share page, embed, files, oEmbed: 404 from
 * the origin; caches hold the MP3 at most five minutes). Keeps the public id and the figures.
 */
export async function unpublishAudio(
  deps: PublishDeps,
  userId: string,
  audioId: string,
): Promise<{ published: false }> {
  const audio = await getOwnedAudio(deps.db, userId, audioId);
  await deps.db
    .update(audioPublications)
    .set({ published: false, unpublishedAt: new Date() })
    .where(and(eq(audioPublications.audioId, audio.id), eq(audioPublications.published, true)));
  return { published: false };
}

export type PublishedAudio = {
  audioId: string;
  publicId: string;
  title: string;
  description: string | null;
  scriptContent: string;
  language: string;
  storageKey: string;
  createdAt: Date;
  durationMs: number;
  cues: Captions["cues"];
  /**
   * A connected shop's product audio that no longer speaks what its page says (issue 23): its
   * public file is refused (410) unless the site's policy is keep-until-approved.
   */
  withheld: boolean;
  /** The logo its player shows (decision 123): the audio's own, else its site's; null for none. */
  logo: { id: string; contentType: string; alt: string } | null;
};

/** An audio's own logo, else the logo of a site whose product it speaks (decision 123). */
const shownLogoId = sql`coalesce(${generatedAudios.logoId}, (select ${sites.logoId} from ${siteProducts}
  join ${sites} on ${sites.id} = ${siteProducts.siteId}
  where ${siteProducts.audioId} = ${generatedAudios.id} and ${sites.logoId} is not null limit 1))`;

/**
 * The published audio behind a public id, in one indexed query. An unknown id and an
 * unpublished one take the same path and both come back undefined: the same 404, in the same time.
 */
export async function findPublishedAudio(db: Database, publicId: string): Promise<PublishedAudio | undefined> {
  if (!isPublicIdShape(publicId)) return undefined;
  const [row] = await db
    .select({
      audioId: generatedAudios.id,
      publicId: audioPublications.publicId,
      // What shoppers read (decision 092): the audio's public title, else its product's name, else its title.
      title: sql<string>`coalesce(nullif(${generatedAudios.publicTitle}, ''), nullif(${generatedAudios.productName}, ''), ${generatedAudios.title})`,
      description: generatedAudios.description,
      scriptContent: generatedAudios.scriptContent,
      language: generatedAudios.language,
      storageKey: generatedAudios.storageKey,
      createdAt: generatedAudios.createdAt,
      durationMs: audioCaptions.durationMs,
      cues: audioCaptions.cues,
      withheld: sql<boolean>`exists (select 1 from ${siteProducts} join ${sites} on ${sites.id} = ${siteProducts.siteId}
        where ${siteProducts.audioId} = ${audioPublications.audioId} and ${siteProducts.audioStale}
        and ${sites.policyStale} <> 'keep-until-approved')`,
      logoId: embedLogos.id,
      logoContentType: embedLogos.contentType,
      logoAlt: embedLogos.alt,
    })
    .from(audioPublications)
    .innerJoin(generatedAudios, eq(generatedAudios.id, audioPublications.audioId))
    .innerJoin(audioCaptions, eq(audioCaptions.audioId, audioPublications.audioId))
    .leftJoin(embedLogos, sql`${embedLogos.id} = ${shownLogoId}`)
    .where(and(eq(audioPublications.publicId, publicId), eq(audioPublications.published, true)));
  if (!row) return undefined;
  const { logoId, logoContentType, logoAlt, ...audio } = row;
  const logo = logoId && logoContentType && logoAlt ? { id: logoId, contentType: logoContentType, alt: logoAlt } : null;
  return { ...audio, logo };
}
