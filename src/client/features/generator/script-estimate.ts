import type { LanguageCode } from "../../../shared/catalog/language-list";
import { estimateSpeechSeconds } from "../../../shared/generator/speech-estimate";

/**
 * About how long the script takes to speak, at the rates the writer fits its length targets to
 * (shared/generator/speech-estimate.ts), so the box and the length choice agree. The word count
 * is for spaced languages; Japanese and Chinese are timed by their characters.
 */
export function estimateScript(script: string, language: LanguageCode): { words: number; seconds: number } {
  const text = script.trim();
  const words = text ? text.split(/\s+/).length : 0;
  if (!text) return { words, seconds: 0 };
  return { words, seconds: Math.max(1, Math.round(estimateSpeechSeconds(text, language))) };
}
