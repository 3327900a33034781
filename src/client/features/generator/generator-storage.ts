import { LanguageCodeSchema, type LanguageCode } from "../../../shared/catalog/languages";
import { STORAGE_KEYS } from "../../../shared/storage-keys";

// The spec's two local keys (scriptLangLock, hasGeneratedAudio) persist across visits;
// they are hints for the UI only: the server enforces credits and the lock itself.

export function readLanguageLock(): LanguageCode | null {
  const parsed = LanguageCodeSchema.safeParse(localStorage.getItem(STORAGE_KEYS.scriptLangLock));
  return parsed.success ? parsed.data : null;
}

export function writeLanguageLock(language: LanguageCode | null): void {
  if (language) localStorage.setItem(STORAGE_KEYS.scriptLangLock, language);
  else localStorage.removeItem(STORAGE_KEYS.scriptLangLock);
}

export function readHasGeneratedAudio(): boolean {
  return localStorage.getItem(STORAGE_KEYS.hasGeneratedAudio) === "true";
}

export function writeHasGeneratedAudio(): void {
  localStorage.setItem(STORAGE_KEYS.hasGeneratedAudio, "true");
}
