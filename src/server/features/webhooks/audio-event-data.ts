import { and, eq } from "drizzle-orm";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { audioPublications } from "../../db/schema/index";
import { embedSnippet, publishedLinks } from "../publish/publish-links";
import type { EventContext } from "./event-publisher";

/** The audio's file on the developer API: answers to the seller's API key (Range, ETag). */
export function apiFileUrl(appUrl: string, audioId: string): string {
  return `${appUrl}/api/v1/audios/${audioId}/file`;
}

/**
 * `audio.completed`'s data: everything an integration needs without a second call — the
 * download URL (usable with the seller's API key) and, when the audio is published, its share
 * page, embed URL and embed snippet (null otherwise). Built only when an endpoint subscribes.
 */
export function audioCompletedData(audio: AudioView, draftId: string) {
  return async ({ db, appUrl }: EventContext): Promise<Record<string, unknown>> => {
    const [publication] = await db
      .select({ publicId: audioPublications.publicId })
      .from(audioPublications)
      .where(and(eq(audioPublications.audioId, audio.id), eq(audioPublications.published, true)));
    const links = publication ? publishedLinks(appUrl, publication.publicId) : undefined;
    const file = apiFileUrl(appUrl, audio.id);
    return {
      audio: {
        id: audio.id,
        title: audio.title,
        language: audio.language,
        voice: audio.voice_type,
        created_at: audio.created_at,
        ...(audio.batch_id ? { batch_id: audio.batch_id } : {}),
        audio_url: file,
        download_url: `${file}?download=1`,
        ai_generated: true,
        published: Boolean(links),
        share_url: links?.shareUrl ?? null,
        embed_url: links?.embedUrl ?? null,
        embed_html: links ? embedSnippet(links.embedUrl, audio.public_title || audio.title) : null,
      },
      draft_id: draftId,
    };
  };
}
