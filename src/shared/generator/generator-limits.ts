/**
 * Limits of the generator form, shared by the browser form and the server's schemas.
 * Zod-free on purpose: the landing page's generator imports these and must not pull zod
 * into its bundle (docs/decisions/007-prerendering-and-bundle-budget.md).
 */
export const PRODUCT_LINK_MAX_LENGTH = 2048;
export const DETAILS_MAX_LENGTH = 4000;
/** Longest script turned into audio: about 8 minutes of speech. */
export const SCRIPT_MAX_LENGTH = 6000;
/**
 * Longest text the speech engine reads: the script after the seller's pronunciation dictionary
 * (issue 26). 1.5× the script limit leaves room for respellings; a dictionary that blows a script
 * up further is refused before any credit is taken.
 */
export const SPOKEN_TEXT_MAX_LENGTH = 9000;

/** Creativity slider (spec sections 5 and 9): 0 to 1, step 0.1, default 0.7. */
export const CREATIVITY_MIN = 0;
export const CREATIVITY_MAX = 1;
export const CREATIVITY_STEP = 0.1;
export const DEFAULT_CREATIVITY = 0.7;
