import { PUBLISHED_PATHS } from "../../../shared/publish/publish";
import { publicTitleOf } from "../../../shared/audios/public-title";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { audioPublications, generatedAudios } from "../../db/schema/index";

/** The columns toAudioView reads. */
export const AUDIO_VIEW_COLUMNS = {
  id: generatedAudios.id,
  title: generatedAudios.title,
  productName: generatedAudios.productName,
  publicTitle: generatedAudios.publicTitle,
  description: generatedAudios.description,
  scriptContent: generatedAudios.scriptContent,
  audioUrl: generatedAudios.audioUrl,
  language: generatedAudios.language,
  voiceType: generatedAudios.voiceType,
  productLink: generatedAudios.productLink,
  specifications: generatedAudios.specifications,
  batchId: generatedAudios.batchId,
  createdAt: generatedAudios.createdAt,
};

/** The publication columns toAudioView reads (left-joined: all null for an audio never published). */
export const PUBLICATION_VIEW_COLUMNS = {
  publicId: audioPublications.publicId,
  published: audioPublications.published,
  plays: audioPublications.plays,
  completionTotal: audioPublications.completionTotal,
};
export type PublicationState = {
  publicId: string | null;
  published: boolean | null;
  plays: number | null;
  completionTotal: number | null;
};

/** What the client sees of a generated audio (never the storage key), with its publication if any. */
export function toAudioView(
  row: Pick<typeof generatedAudios.$inferSelect, keyof typeof AUDIO_VIEW_COLUMNS>,
  publication?: PublicationState,
  appUrl = "",
): AudioView {
  const published = publication?.published === true && Boolean(publication.publicId);
  const plays = publication?.plays ?? 0;
  return {
    id: row.id,
    title: row.title,
    product_name: row.productName,
    public_title: publicTitleOf(row),
    description: row.description,
    script_content: row.scriptContent,
    audio_url: row.audioUrl,
    download_url: `${row.audioUrl}?download=1`,
    language: row.language,
    voice_type: row.voiceType,
    product_link: row.productLink,
    specifications: row.specifications,
    created_at: row.createdAt.toISOString(),
    published,
    plays,
    average_completion: plays > 0 ? Math.round((publication?.completionTotal ?? 0) / plays) : null,
    ...(row.batchId ? { batch_id: row.batchId } : {}),
    ...(published ? { share_url: `${appUrl}${PUBLISHED_PATHS.listen}${publication?.publicId}` } : {}),
  };
}
