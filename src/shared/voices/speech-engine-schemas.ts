import { z } from "zod";
import { SPEECH_ENGINE_IDS } from "./speech-engine";

/** GET /api/voices/engine: which engine speaks, so the UI can say so. */
export const SpeechEngineResponseSchema = z.strictObject({
  engine: z.enum(SPEECH_ENGINE_IDS),
  label: z.string(),
  natural: z.boolean(),
});
export type SpeechEngineResponse = z.infer<typeof SpeechEngineResponseSchema>;
