import {
  AUDIO_QUALITIES,
  COOKIE_NAMES,
  DEFAULT_AUDIO_SETTINGS,
  type AudioSettings,
} from "../../shared/account/cookie-names";
import { createCookieStore, useCookieStore } from "./cookie-store";

const clamp = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** Fills gaps and clamps values, so a partial or hand-edited cookie still yields usable settings. */
function parseAudioSettings(value: unknown): AudioSettings | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  return {
    volume: clamp(v.volume, 0, 100, DEFAULT_AUDIO_SETTINGS.volume),
    speed: clamp(v.speed, 0.5, 2, DEFAULT_AUDIO_SETTINGS.speed),
    quality: AUDIO_QUALITIES.find((q) => q === v.quality) ?? DEFAULT_AUDIO_SETTINGS.quality,
    autoLoop: typeof v.autoLoop === "boolean" ? v.autoLoop : DEFAULT_AUDIO_SETTINGS.autoLoop,
  };
}

const audioSettingsStore = createCookieStore(COOKIE_NAMES.audioSettings, parseAudioSettings, DEFAULT_AUDIO_SETTINGS);

/** The visitor's audio settings (defaults: volume 80, speed 1, medium, no loop). Players use volume / 100 and speed. */
export function useAudioSettings(): AudioSettings {
  return useCookieStore(audioSettingsStore);
}

/** Saves audio settings (merged over the current ones) to the cookie. */
export function setAudioSettings(patch: Partial<AudioSettings>): void {
  audioSettingsStore.set(parseAudioSettings({ ...audioSettingsStore.get(), ...patch }) ?? DEFAULT_AUDIO_SETTINGS);
}
