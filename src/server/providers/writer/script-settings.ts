import { DEFAULT_SCRIPT_LENGTH, DEFAULT_SCRIPT_TONE, SCRIPT_LENGTH_SECONDS } from "../../../shared/script-options";
import type { DetailsReading } from "./details/read-details";
import type { ScriptWriterInput } from "./script-writer-provider";

/**
 * Tone and length: what the seller wrote in the details wins over the form's presets, since it
 * is the more specific request; an exact figure ("under 60 words") beats a preset. Decision 025.
 */
export function scriptSettings(
  input: Pick<ScriptWriterInput, "length" | "tone">,
  details: DetailsReading,
): { tone: NonNullable<ScriptWriterInput["tone"]>; seconds: number } {
  const tone = details.tone ?? input.tone ?? DEFAULT_SCRIPT_TONE;
  const length = details.length ?? input.length ?? DEFAULT_SCRIPT_LENGTH;
  return { tone, seconds: details.seconds ?? SCRIPT_LENGTH_SECONDS[length] };
}
