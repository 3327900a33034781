import type { SpeechCue } from "../../providers/speech/speech-provider";

/**
 * The captions row written with a new audio (audio_captions): the speech engine's sentence
 * cues, clipped to the MP3's measured length (`seconds`), which the public player and JSON-LD use.
 */
export function captionsRow(audioId: string, seconds: number, cues: readonly SpeechCue[]) {
  return {
    audioId,
    durationMs: Math.round(seconds * 1000),
    cues: cues
      .map((cue) => ({ start: Math.min(cue.start, seconds), end: Math.min(cue.end, seconds), text: cue.text }))
      .filter((cue) => cue.end > cue.start && cue.text.trim() !== ""),
    timing: "engine" as const,
  };
}
