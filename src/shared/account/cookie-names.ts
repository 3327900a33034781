/**
 * Browser cookies of spec section 3. Values are JSON (encodeURIComponent(JSON.stringify(v))),
 * kept 365 days, SameSite=Strict, Secure on https (section 9). They hold preferences only:
 * the session lives in better-auth's httpOnly cookies, never here.
 *
 * src/client/public/theme-init.js repeats THEME's name because it runs before any bundle.
 */
export const COOKIE_NAMES = {
  userPreferences: "shelftalk_user_preferences",
  theme: "shelftalk_theme",
  audioSettings: "shelftalk_audio_settings",
  cookiesAccepted: "shelftalk_cookies_accepted",
  analyticsConsent: "shelftalk_analytics_consent",
  onboardingCompleted: "shelftalk_onboarding_completed",
} as const;

export const COOKIE_MAX_AGE_DAYS = 365;

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";

export const AUDIO_QUALITIES = ["low", "medium", "high"] as const;
export type AudioSettings = {
  /** 0..100; players use volume / 100. */
  volume: number;
  /** Playback rate, 1 = normal. */
  speed: number;
  quality: (typeof AUDIO_QUALITIES)[number];
  autoLoop: boolean;
};
export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { volume: 80, speed: 1, quality: "medium", autoLoop: false };
