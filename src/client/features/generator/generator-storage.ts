import { isLanguageCode, type LanguageCode } from "../../../shared/catalog/language-list";
import { STORAGE_KEYS } from "../../../shared/audios/storage-keys";

// The spec's two local keys (scriptLangLock, hasGeneratedAudio) persist across visits;
// they are hints for the UI only: the server enforces credits and the lock itself.

export function readLanguageLock(): LanguageCode | null {
  const stored = localStorage.getItem(STORAGE_KEYS.scriptLangLock);
  return isLanguageCode(stored) ? stored : null;
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
