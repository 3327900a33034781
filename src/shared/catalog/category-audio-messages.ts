/**
 * The server's refusals of an example audio upload that are not MESSAGES.categoryAudio's own (the
 * admin tools show them as the server says them). A module without zod or server code, so the
 * client's message catalogue can translate them by their English (decision 113's message groups).
 */
export const CATEGORY_UPLOAD_MESSAGES = {
  unsupported: "This file is not a supported audio file. Please upload an MP3, WAV, M4A, FLAC or OGG file.",
  unknownCategory: "There is no such category.",
} as const;
