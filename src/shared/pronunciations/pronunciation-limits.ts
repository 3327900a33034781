/**
 * Limits of the pronunciation dictionary (issue 18, decision 036), zod-free so the page can
 * show them. Generous for a shop's brand names and model numbers; small enough that applying
 * every entry to a script stays instant and a seller can't fill the database.
 */
export const PRONUNCIATION_MAX_ENTRIES = 200;
export const PRONUNCIATION_TERM_MAX_LENGTH = 60;
export const PRONUNCIATION_SAY_AS_MAX_LENGTH = 120;
/** "Listen" previews per seller per hour (each one runs the speech engine; no credit is spent). */
export const PRONUNCIATION_PREVIEWS_PER_HOUR = 120;
