import type { AudioView } from "../../../shared/schemas/audio";
import { generatedAudios } from "../../db/schema/index";

/** The columns toAudioView reads. */
export const AUDIO_VIEW_COLUMNS = {
  id: generatedAudios.id,
  title: generatedAudios.title,
  description: generatedAudios.description,
  scriptContent: generatedAudios.scriptContent,
  audioUrl: generatedAudios.audioUrl,
  language: generatedAudios.language,
  voiceType: generatedAudios.voiceType,
  productLink: generatedAudios.productLink,
  specifications: generatedAudios.specifications,
  createdAt: generatedAudios.createdAt,
};

/** What the client sees of a generated audio (never the storage key). */
export function toAudioView(
  row: Pick<typeof generatedAudios.$inferSelect, keyof typeof AUDIO_VIEW_COLUMNS>,
): AudioView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    script_content: row.scriptContent,
    audio_url: row.audioUrl,
    download_url: `${row.audioUrl}?download=1`,
    language: row.language,
    voice_type: row.voiceType,
    product_link: row.productLink,
    specifications: row.specifications,
    created_at: row.createdAt.toISOString(),
  };
}
