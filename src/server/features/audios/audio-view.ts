import type { AudioView } from "../../../shared/schemas/audio";
import type { generatedAudios } from "../../db/schema/index";

export type { AudioView };

/** What the client sees of a generated audio (never the storage key). */
export function toAudioView(row: typeof generatedAudios.$inferSelect): AudioView {
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
