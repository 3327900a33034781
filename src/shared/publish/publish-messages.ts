/** What the seller reads around publishing (issue 15); the spec has no texts for it. */
export const PUBLISH_MESSAGES = {
  published: "Audio published. Paste the embed code into your product page.",
  unpublished: "Audio unpublished. Its share page, player and files now answer 'not found'.",
  publishFailed: "Could not publish this audio. Please try again.",
  unpublishFailed: "Could not unpublish this audio. Please try again.",
  linkCopied: "Share link copied",
  embedCopied: "Embed code copied",
  jsonLdCopied: "JSON-LD copied",
  copyFailed: "Could not copy. Select the text and copy it yourself.",
  // The server's answer when the audio's file is gone (publish.service.ts).
  fileMissing: "This audio's file is missing, so it can't be published.",
} as const;
