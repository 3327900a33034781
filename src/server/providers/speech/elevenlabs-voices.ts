import { VOICE_IDS, type VoiceId } from "../../../shared/catalog/voices";

/**
 * The spec's six voice slots as ElevenLabs premade voices (their public voice ids), chosen by
 * the character the spec gives each slot. Operators override any of them with
 * ELEVENLABS_VOICES="alloy=<voice id>,nova=<voice id>" (a cloned brand voice, say).
 */
export const DEFAULT_ELEVENLABS_VOICES: Record<VoiceId, string> = {
  // Neutral: Rachel, calm and even.
  alloy: "21m00Tcm4TlvDq8ikWAM",
  // Male: Josh, warm and young.
  echo: "TxGEqnHWrfWFTfGW9XjX",
  // Male storyteller: Antoni, well-rounded.
  fable: "ErXwobaYiN019PkySvjV",
  // Deep male: Adam.
  onyx: "pNInz6obpgDQGcFmaJgB",
  // Female, bright: Elli.
  nova: "MF3mGyEYCl7XYWbV9V6O",
  // Female, soft: Bella.
  shimmer: "EXAVITQu4vr4xnSDxMaL",
};

/** "alloy=abc,nova=def" → the defaults with those slots replaced; throws on an unknown slot or empty id. */
export function parseElevenLabsVoices(value: string | undefined): Record<VoiceId, string> {
  const voices = { ...DEFAULT_ELEVENLABS_VOICES };
  if (!value?.trim()) return voices;
  for (const pair of value.split(",")) {
    const [slot, id] = pair.split("=").map((part) => part.trim());
    if (!slot || !id || !(VOICE_IDS as readonly string[]).includes(slot) || !/^[\w-]{1,64}$/.test(id)) {
      throw new Error(`"${pair.trim()}" is not slot=voiceId with a slot among ${VOICE_IDS.join(", ")}`);
    }
    voices[slot as VoiceId] = id;
  }
  return voices;
}
