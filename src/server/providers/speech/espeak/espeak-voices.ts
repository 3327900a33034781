import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { VoiceId } from "../../../../shared/catalog/voices";

/** espeak-ng voice per script language. Chinese is Mandarin; Portuguese the Brazilian variety. */
export const ESPEAK_LANGUAGE: Record<LanguageCode, string> = {
  en: "en-us",
  es: "es",
  fr: "fr-fr",
  de: "de",
  it: "it",
  pt: "pt-br",
  ja: "ja",
  zh: "cmn",
};

type VoiceStyle = {
  /** espeak-ng voice variant (espeak-ng-data/voices/!v): formants, pitch range, breath. */
  variant: string;
  /** -p, 0–99 around the variant's base pitch (50 = as designed). */
  pitch: number;
  /** -s, words per minute at speed 1. */
  wordsPerMinute: number;
  /** Fable is the "storyteller": British English where the script is English. */
  englishVoice?: string;
};

/**
 * The six spec voices (section 3) as fixed espeak-ng variants, chosen to match the
 * character the spec gives each and to stay distinguishable side by side.
 */
export const VOICE_STYLES: Record<VoiceId, VoiceStyle> = {
  // Neutral: the plainest male variant at its designed pitch.
  alloy: { variant: "m3", pitch: 50, wordsPerMinute: 165 },
  // Male, slightly lower, with m2's short room echo.
  echo: { variant: "m2", pitch: 40, wordsPerMinute: 168 },
  // Male, lighter and a touch slower; British English for English scripts.
  fable: { variant: "m6", pitch: 62, wordsPerMinute: 158, englishVoice: "en-gb" },
  // Deep male: m1's lowered formants and roughness, pitch near the bottom of the scale.
  onyx: { variant: "m1", pitch: 18, wordsPerMinute: 155 },
  // Female, bright and brisk.
  nova: { variant: "f2", pitch: 65, wordsPerMinute: 172 },
  // Female, softer: f4's breathier timbre at a lower pitch than nova.
  shimmer: { variant: "f4", pitch: 45, wordsPerMinute: 162 },
};

const MIN_WPM = 80;
const MAX_WPM = 450;

/** espeak-ng command-line options for one voice; every option is always given (see espeak-engine). */
export function espeakVoiceArgs(language: LanguageCode, voice: VoiceId, speed = 1): string[] {
  const style = VOICE_STYLES[voice];
  const base = language === "en" && style.englishVoice ? style.englishVoice : ESPEAK_LANGUAGE[language];
  const factor = Number.isFinite(speed) && speed > 0 ? speed : 1;
  const wpm = Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, style.wordsPerMinute * factor)));
  return ["-v", `${base}+${style.variant}`, "-p", String(style.pitch), "-s", String(wpm), "-a", "100", "-g", "0"];
}
