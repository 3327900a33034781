import { SCRIPT_LENGTHS, type ScriptLength, type ScriptTone } from "../../shared/generator/script-style";
import type { DetailsReading } from "./details/read-details";
import type { ScriptWriterInput } from "./script-writer-provider";

/**
 * What a request without `length` or `tone` gets: today's script of about a minute in the
 * friendly register the writer has always used. The form preselects its own default
 * (DEFAULT_SCRIPT_LENGTH in shared/script-style) and always sends it. Decision 025.
 */
export const OMITTED_LENGTH: ScriptLength = "long";
export const OMITTED_TONE: ScriptTone = "friendly";

/** About how long each length target reads aloud, in seconds. */
export function lengthSeconds(length: ScriptLength): number {
  return SCRIPT_LENGTHS.find((l) => l.id === length)?.seconds ?? 60;
}

/**
 * Tone and length: what the seller wrote in the details wins over the form's presets, since it
 * is the more specific request; an exact figure ("under 60 words") beats a preset. Decision 025.
 */
export function scriptSettings(
  input: Pick<ScriptWriterInput, "length" | "tone">,
  details: DetailsReading,
): { tone: ScriptTone; seconds: number } {
  const tone = details.tone ?? input.tone ?? OMITTED_TONE;
  const length = details.length ?? input.length ?? OMITTED_LENGTH;
  return { tone, seconds: details.seconds ?? lengthSeconds(length) };
}
