/** A generated audio as the API returns it (field names follow the spec's generated_audios). */
export type AudioView = {
  id: string;
  title: string;
  description: string | null;
  script_content: string;
  audio_url: string;
  download_url: string;
  language: string;
  voice_type: string;
  product_link: string | null;
  specifications: string | null;
  created_at: string;
  /** On the share page and in shop embeds now (features/publish). */
  published: boolean;
  /** Counted plays since first published (kept while unpublished). */
  plays: number;
  /** Mean furthest point of the counted plays, in percent; null before the first. */
  average_completion: number | null;
  /** The share page, while published. */
  share_url?: string;
};
