/** Limits of the library's rename and search fields (zod-free: the library page reads them for maxLength). */
export const AUDIO_NAME_MAX_LENGTH = 100;
export const LIBRARY_SEARCH_MAX_LENGTH = 100;

/** How many audios one bulk action of My Audios' table (delete, ZIP) may name. */
export const LIBRARY_BULK_MAX_IDS = 500;
