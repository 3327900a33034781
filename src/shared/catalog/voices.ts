import { z } from "zod";
import { VOICE_IDS } from "./voice-list";

// The constants live in ./voice-list (zod-free, for the browser bundle); this module adds the schema.
export {
  DEFAULT_VOICE,
  isVoiceOffered,
  VOICE_IDS,
  VOICES,
  VOICES_BY_LANGUAGE,
  voiceForLanguage,
  type VoiceId,
} from "./voice-list";

export const VoiceIdSchema = z.enum(VOICE_IDS);
