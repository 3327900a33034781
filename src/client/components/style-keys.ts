import type { ScriptLength, ScriptTone } from "../../shared/generator/script-style";

/** The core catalogue's words for each length and tone: the generator, the batch form and a shop's settings say them alike. */
export const LENGTH_KEYS: Record<ScriptLength, string> = {
  short: "generator.lengthShort",
  standard: "generator.lengthStandard",
  long: "generator.lengthLong",
};
export const TONE_KEYS: Record<ScriptTone, string> = {
  friendly: "generator.toneFriendly",
  professional: "generator.toneProfessional",
  playful: "generator.tonePlayful",
  luxurious: "generator.toneLuxurious",
};
