/**
 * Length targets and tone presets of the generator form (issue 14, item 6). Zod-free, like
 * ./generator-limits, so the landing page's generator can list them without zod.
 * The request schema (./schemas/generator) validates against the same values.
 */
export const SCRIPT_LENGTHS = [
  { id: "short", label: "Short (~15 s)", seconds: 15 },
  { id: "standard", label: "Standard (~30 s)", seconds: 30 },
  { id: "long", label: "Long (~60 s)", seconds: 60 },
] as const;

export const SCRIPT_TONES = [
  { id: "friendly", label: "Friendly" },
  { id: "professional", label: "Professional" },
  { id: "playful", label: "Playful" },
  { id: "luxurious", label: "Luxurious" },
] as const;

export type ScriptLength = (typeof SCRIPT_LENGTHS)[number]["id"];
export type ScriptTone = (typeof SCRIPT_TONES)[number]["id"];

export const SCRIPT_LENGTH_IDS = SCRIPT_LENGTHS.map((l) => l.id) as [ScriptLength, ...ScriptLength[]];
export const SCRIPT_TONE_IDS = SCRIPT_TONES.map((t) => t.id) as [ScriptTone, ...ScriptTone[]];

export const DEFAULT_SCRIPT_LENGTH: ScriptLength = "standard";
export const DEFAULT_SCRIPT_TONE: ScriptTone = "friendly";

export function isScriptLength(value: unknown): value is ScriptLength {
  return SCRIPT_LENGTH_IDS.some((id) => id === value);
}

export function isScriptTone(value: unknown): value is ScriptTone {
  return SCRIPT_TONE_IDS.some((id) => id === value);
}
