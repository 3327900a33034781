/**
 * Which engine speaks the audios (issue 18, honest voices). The spec's voice names (Alloy,
 * Echo, …) are OpenAI's: the UI says which engine will actually speak each one.
 */
export const SPEECH_ENGINE_IDS = ["embedded", "openai", "openai-compatible", "elevenlabs"] as const;
export type SpeechEngineId = (typeof SPEECH_ENGINE_IDS)[number];

export const SPEECH_ENGINE_LABELS: Record<SpeechEngineId, string> = {
  embedded: "espeak-ng (basic offline voice)",
  openai: "OpenAI",
  "openai-compatible": "an OpenAI-compatible speech server",
  elevenlabs: "ElevenLabs",
};

/** Natural-sounding neural voices; the embedded engine is a basic offline (formant) voice. */
export const isNaturalEngine = (engine: SpeechEngineId) => engine !== "embedded";
