/** POST /api/audios/{id}/publish (and GET, for an audio already published): what a seller pastes. */
export type PublishInfo = {
  published: true;
  publicId: string;
  /** The share page, /listen/{publicId}. */
  shareUrl: string;
  /** The snippet for a shop page: an iframe of /embed/{publicId} with its height reserved. */
  embedHtml: string;
  embedUrl: string;
  /** GET /api/oembed for the share page. */
  oembedUrl: string;
  /** schema.org AudioObject, as the share page carries it. */
  jsonLd: Record<string, unknown>;
  /** The same, as a `<script type="application/ld+json">` block for a page's head. */
  jsonLdHtml: string;
  audioUrl: string;
  captionsUrl: string;
};

/** GET /api/listening-figures: plays per day for the last days, per audio that was ever published. */
export type ListeningFigures = {
  /** UTC days, oldest first (YYYY-MM-DD). */
  days: string[];
  audios: Array<{
    id: string;
    published: boolean;
    plays: number;
    /** Mean of the furthest point each counted listen reached, in percent; null before any play. */
    average_completion: number | null;
    /** Plays per day, aligned with `days`. */
    daily: number[];
  }>;
};

/** GET /api/oembed (oEmbed 1.0, type rich). */
export type OEmbedResponse = {
  version: "1.0";
  type: "rich";
  provider_name: string;
  provider_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
};
