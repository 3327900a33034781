/**
 * The eight example categories of the landing page's Solutions section, by index. Their titles name
 * the example audios; what the cards say (titles and descriptions, in each language) is in the
 * landing page's catalogue (decision 111).
 */
export const CATEGORIES = [
  { title: "Tech Gadget Explainer" },
  { title: "Health & Wellness Guide" },
  { title: "Fashion & Apparel Story" },
  { title: "Home & Living Overview" },
  { title: "Automotive Feature" },
  { title: "Software & SaaS" },
  { title: "Financial Products" },
  { title: "Travel & Experience" },
] as const;

export const CATEGORY_COUNT = CATEGORIES.length;

/** Formats an admin may upload for a category example (spec section 9). */
export const CATEGORY_AUDIO_EXTENSIONS = ["mp3", "wav", "m4a", "flac", "ogg"] as const;
export type CategoryAudioExtension = (typeof CATEGORY_AUDIO_EXTENSIONS)[number];
export const CATEGORY_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
