/**
 * The few texts the landing page's start-up code shows, kept apart from ./messages (which
 * composes them into MESSAGES, the one place every other text lives) so the browser's start-up
 * bundle does not carry the whole catalogue of messages. Decision 007.
 */
export const GENERIC_MESSAGES = {
  unauthorized: "Please sign in to continue.",
  forbidden: "You don't have permission to do that.",
  notFound: "Not found.",
  invalidInput: "Some of the information you sent is not valid.",
  serverError: "Something went wrong on our side. Please try again.",
} as const;

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a moment and try again.";

export const SIGN_IN_TO_UPLOAD = "Please sign in to upload category audio files.";

/** Toasts last 4 seconds (spec section 9). */
export const TOAST_DURATION_MS = 4000;
