/**
 * The script's length target and tone preset, shared by the form and the server.
 * Zod-free on purpose (the landing page's generator imports it; decision 007); the schema
 * fields are in ./schemas/generator. Decision 025.
 */
export const SCRIPT_LENGTHS = ["short", "standard", "long"] as const;
export type ScriptLength = (typeof SCRIPT_LENGTHS)[number];

/** About how long each target reads aloud. */
export const SCRIPT_LENGTH_SECONDS: Record<ScriptLength, number> = { short: 15, standard: 30, long: 60 };

export const SCRIPT_TONES = ["friendly", "professional", "playful", "luxurious"] as const;
export type ScriptTone = (typeof SCRIPT_TONES)[number];

/**
 * What a request without `length` or `tone` gets: today's script of about a minute in the
 * friendly register the writer has always used. The form may preselect anything.
 */
export const DEFAULT_SCRIPT_LENGTH: ScriptLength = "long";
export const DEFAULT_SCRIPT_TONE: ScriptTone = "friendly";

export function isScriptLength(value: unknown): value is ScriptLength {
  return SCRIPT_LENGTHS.some((length) => length === value);
}

export function isScriptTone(value: unknown): value is ScriptTone {
  return SCRIPT_TONES.some((tone) => tone === value);
}
