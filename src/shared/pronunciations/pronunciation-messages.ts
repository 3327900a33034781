import { PRONUNCIATION_SAY_AS_MAX_LENGTH, PRONUNCIATION_TERM_MAX_LENGTH } from "./pronunciation-limits";

/** What the seller reads about pronunciations (issue 18); apart from the schemas so a catalogue can import it without zod. */
export const PRONUNCIATION_MESSAGES = {
  termRequired: "Please enter the word or name to pronounce.",
  termTooLong: `Please keep the term under ${PRONUNCIATION_TERM_MAX_LENGTH} characters.`,
  sayAsRequired: "Please enter how it should be said.",
  sayAsTooLong: `Please keep the pronunciation under ${PRONUNCIATION_SAY_AS_MAX_LENGTH} characters.`,
  tooMany: (max: number) => `You can keep up to ${max} pronunciations. Delete one to add another.`,
  duplicate: "You already have a pronunciation for this term in this language.",
  previewFailed: "We couldn't play this pronunciation right now. Please try again.",
  previewRateLimited: "Too many previews. Please wait a few minutes and try again.",
  added: "Pronunciation saved. It applies to every audio you make from now on.",
  deleted: "Pronunciation deleted.",
} as const;
