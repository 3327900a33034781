/** The eight example categories of the landing page's Solutions section, by index. */
export const CATEGORIES = [
  {
    title: "Tech Gadget Explainer",
    description: "Turn dense spec sheets into a clear spoken tour of what a device does and why it matters.",
  },
  {
    title: "Health & Wellness Guide",
    description: "Explain ingredients, routines and benefits in a calm, trustworthy voice.",
  },
  {
    title: "Fashion & Apparel Story",
    description: "Describe fabric, fit and style so shoppers can picture wearing it.",
  },
  {
    title: "Home & Living Overview",
    description: "Walk buyers through materials, dimensions and the feel of a room.",
  },
  {
    title: "Automotive Feature",
    description: "Present parts and accessories with the compatibility details drivers need.",
  },
  {
    title: "Software & SaaS",
    description: "Explain what a product automates, who it is for and how quickly it pays off.",
  },
  {
    title: "Financial Products",
    description: "Describe plans, fees and terms in plain, compliant language.",
  },
  {
    title: "Travel & Experience",
    description: "Bring tours, stays and experiences to life before the booking.",
  },
] as const;

export const CATEGORY_COUNT = CATEGORIES.length;

/** Formats an admin may upload for a category example (spec section 9). */
export const CATEGORY_AUDIO_EXTENSIONS = ["mp3", "wav", "m4a", "flac", "ogg"] as const;
export type CategoryAudioExtension = (typeof CATEGORY_AUDIO_EXTENSIONS)[number];
export const CATEGORY_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
