/**
 * Every user-facing text of spec section 8 (and the validation texts of section 5), verbatim.
 * Client and server both import from here so a message is written once.
 * The password minimum is 8, not the spec's 6 (docs/decisions/004-accounts-passwords-and-confirmation.md);
 * the wording keeps the spec's format.
 */
import { BATCH_STREAMS_PER_BATCH, BATCH_STREAMS_PER_SELLER } from "./batches/batch-limits";
import { SCRIPT_MAX_LENGTH, SPOKEN_TEXT_MAX_LENGTH } from "./generator/generator-limits";
import { EMAIL_CONFIRMATION_MESSAGES, GENERIC_MESSAGES, SIGN_IN_TO_UPLOAD, TOO_MANY_ATTEMPTS } from "./messages-base";

export { TOAST_DURATION_MS } from "./messages-base";

export const PASSWORD_MIN_LENGTH = 8;

export const MESSAGES = {
  auth: {
    alreadyRegistered:
      "This email is already registered. Please sign in instead or reset your password if you forgot it.",
    welcomeBack: "Welcome back!",
    accountCreated: "Account created! Check your email to confirm your account.",
    passwordUpdated: "Password updated successfully!",
    resetEmailSent: "Password reset email sent! Check your inbox.",
    passwordsDontMatch: "Passwords don't match!",
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long!`,
    emailRequiredForReset: "Please enter your email address first.",
    emailRequired: "Please enter your email address.",
    passwordRequired: "Please enter your password.",
    fullNameRequired: "Please enter your full name.",
    commonPassword: "This password is too common. Please choose a less predictable one.",
    invalidCredentials: "Invalid email or password.",
    emailNotConfirmed: "Please confirm your email address first. We've sent you a new confirmation link.",
    invalidResetLink: "This password reset link is invalid or has expired. Please request a new one.",
    tooManyAttempts: TOO_MANY_ATTEMPTS,
    // Not in the spec (issue 14, item 11; docs/decisions/029-generator-flow-texts.md).
    ...EMAIL_CONFIRMATION_MESSAGES,
    signInAfterReset: "Your password has been changed. Sign in with your new password.",
  },
  credits: {
    fetchFailed: (message: string) => `Failed to fetch credit balance: ${message}`,
  },
  script: {
    signUpRequired: "Please sign up to generate audio content",
    needCredits: "You need credits to generate audio scripts. Please purchase more credits.",
    linkOrDetailsRequired: "Please provide either a product link or specifications.",
    languageLocked: "You can't regenerate the script in another language. Please purchase credits to create a new one.",
    freeCreditUsed: "You've used your free credit. Please purchase more credits to continue.",
    alreadyGenerated: "You've already generated an audio. Please purchase more credits to continue.",
    failed: "Failed to generate audio script. Please try again.",
    success: "Your audio script has been successfully generated.",
    copied: "Script copied to clipboard",
    rateLimited: "You've generated many scripts in a short time. Please wait a little and try again.",
    invalidLink: "Please enter a valid product link, such as https://your-shop.com/products/…",
    // Not in the spec: a link to a page without a product (decision 024).
    notProductPage:
      "This link doesn't look like a product page. Please check the link, or describe the product in Product Details & Requirements instead.",
    notProductPageNotice: "That link doesn't look like a product page, so the script is based on your details.",
  },
  voicePreview: {
    failed: "Could not preview this voice. Please try again.",
  },
  audio: {
    scriptRequired: "Please generate a script first.",
    authRequired: "Authentication required - please sign in first",
    deductFailed: "Failed to deduct credit - insufficient credits or system error",
    serviceUnavailable: "The text-to-speech service is temporarily unavailable. Please try again in a few minutes.",
    providerIssues: "Audio generation service is experiencing issues. Please try again later.",
    failed: "Failed to generate audio. Please try again.",
    databaseError: (message: string) => `Database error: ${message}`,
    success: "Your audio is ready to play and has been saved to your library.",
    scriptTooLong: `Your script is longer than ${SCRIPT_MAX_LENGTH.toLocaleString("en-US")} characters. Please shorten it before generating audio.`,
    // Not in the spec (issue 26): the script as the engine would read it, after the pronunciation dictionary.
    spokenTextTooLong: `With your pronunciation dictionary applied, this script would be read as more than ${SPOKEN_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters. Please shorten the script or the dictionary's replacements before generating audio.`,
  },
  batchStreams: {
    // Not in the spec (issue 26): too many progress streams open.
    tooManyForSeller: `You already have ${BATCH_STREAMS_PER_SELLER} progress views open. Close some batch pages and try again.`,
    tooManyForBatch: `This batch already has ${BATCH_STREAMS_PER_BATCH} progress views open. Close another tab showing it and try again.`,
  },
  categoryAudio: {
    signInRequired: "Please sign in to upload audio files",
    signInToUpload: SIGN_IN_TO_UPLOAD,
    invalidFile: "Please select a valid audio file",
    tooLarge: "File size must be less than 10MB",
    uploadFailed: "Failed to upload audio file. Please try again.",
    removeFailed: "Failed to remove audio file",
    uploaded: (title: string) => `Audio uploaded for ${title}!`,
    removed: (title: string) => `Audio removed for ${title}`,
  },
  payment: {
    signUpRequired: "Please sign up to purchase credits",
    createFailed: "Failed to create payment session",
    verifyFailed: "Failed to verify payment",
    success: (n: number) => `Successfully added ${n} credits to your account!`,
    invalidSession: "Invalid payment session",
    completedTitle: "Payment Completed",
    completedBody: "Your payment has been processed. Credits will be added to your account shortly.",
  },
  contact: {
    failed: "Failed to send message. Please try again.",
    success: "Message sent successfully! We'll get back to you soon.",
  },
  library: {
    loadFailed: "Failed to load your audios",
    deleteFailed: "Failed to delete audio",
    downloadFailed: "Failed to download audio",
    deleted: "Audio deleted successfully",
    downloadStarted: "Audio download started",
    confirmDelete: "Are you sure you want to delete this audio? This action cannot be undone.",
    renamed: "Audio renamed",
    renameFailed: "Failed to rename audio",
    nameRequired: "Please enter a name for this audio.",
    nameTooLong: (max: number) => `Please shorten the name to ${max} characters.`,
  },
  notFound: "Oops! Page not found",
  fetch: {
    privateAddress: "This link points to a private or local address and can't be fetched.",
  },
  request: {
    foreignOrigin: (origin: string, appUrl: string) =>
      `ShelfTalk refused this request because it came from ${origin}, which is not ShelfTalk's own address. Please open ShelfTalk at ${appUrl} and try again.`,
    unknownOrigin: (appUrl: string) =>
      `ShelfTalk refused this request because it could not tell which page sent it. Please open ShelfTalk at ${appUrl} and try again.`,
    /** The browser's words for better-auth's own origin refusal, whose message is a bare "Invalid origin". */
    wrongAddress:
      "ShelfTalk refused this request because this page's address is not the one ShelfTalk is set up for. Please open ShelfTalk at its usual address and try again.",
    jsonRequired: "Please send this request as JSON (Content-Type: application/json).",
    bodyNotJson: "The request body must be JSON.",
    // Refused before any route reads the request (reject-nul.ts, app.ts's body limit).
    invalidCharacters: "Some of the information you sent contains characters that are not allowed.",
    bodyTooLarge: "Request body is too large.",
  },
  generic: GENERIC_MESSAGES,
} as const;
