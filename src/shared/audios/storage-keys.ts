/** Browser local storage keys of spec section 3; both persist across visits. */
export const STORAGE_KEYS = {
  scriptLangLock: "scriptLangLock",
  hasGeneratedAudio: "hasGeneratedAudio",
  /** The generator's draft (link, details, script…) kept for the tab's session. */
  generatorDraft: "shelftalk.generatorDraft",
} as const;

/** True for a browser storage key that belongs to a signed-in user and must go at sign-out. */
export function isUserStorageKey(key: string): boolean {
  return (
    key.startsWith("sb-") ||
    key.includes("better-auth") ||
    key.startsWith("shelftalk.") ||
    key === STORAGE_KEYS.scriptLangLock ||
    key === STORAGE_KEYS.hasGeneratedAudio
  );
}
