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

/**
 * What the landing page says when the confirmation email's link brings a new seller back
 * (issue 14; docs/decisions/029-generator-flow-texts.md). Here, not in ./messages, as the
 * landing page's start-up code shows them.
 */
export const EMAIL_CONFIRMATION_MESSAGES = {
  emailConfirmed: "Your email is confirmed and your free credit is in your account. Create your first audio below.",
  confirmationLinkInvalid: "This confirmation link is invalid or has expired. Sign in and we'll send you a new one.",
} as const;
