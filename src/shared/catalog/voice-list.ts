import type { LanguageCode } from "./language-list";

/**
 * The six voices of spec section 3, with the character the spec gives each.
 * Zod-free so the landing page's generator can import it; the schema is in ./voices.
 */
export const VOICES = [
  { id: "alloy", label: "Alloy", character: "neutral" },
  { id: "echo", label: "Echo", character: "male" },
  { id: "fable", label: "Fable", character: "male" },
  { id: "onyx", label: "Onyx", character: "male" },
  { id: "nova", label: "Nova", character: "female" },
  { id: "shimmer", label: "Shimmer", character: "female" },
] as const;

export type VoiceId = (typeof VOICES)[number]["id"];
export const VOICE_IDS = VOICES.map((v) => v.id) as [VoiceId, ...VoiceId[]];
export const DEFAULT_VOICE: VoiceId = "alloy";

/** Voice options per language (spec section 3). The first entry is the reset target. */
export const VOICES_BY_LANGUAGE: Record<LanguageCode, readonly VoiceId[]> = {
  en: ["alloy", "echo", "fable", "onyx", "nova", "shimmer"],
  es: ["alloy", "nova", "onyx"],
  it: ["alloy", "nova", "onyx"],
  fr: ["alloy", "nova", "shimmer"],
  ja: ["alloy", "nova", "shimmer"],
  de: ["echo", "fable", "nova"],
  pt: ["alloy", "nova", "echo"],
  zh: ["alloy", "nova", "echo"],
};

export function isVoiceOffered(language: LanguageCode, voice: VoiceId): boolean {
  return VOICES_BY_LANGUAGE[language].includes(voice);
}

/** When the language changes, keep the voice if offered, else the first allowed one. */
export function voiceForLanguage(language: LanguageCode, current: VoiceId): VoiceId {
  return isVoiceOffered(language, current) ? current : (VOICES_BY_LANGUAGE[language][0] ?? DEFAULT_VOICE);
}
