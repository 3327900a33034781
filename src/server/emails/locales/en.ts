import type { EmailTexts } from "../email-texts";

/** The spec's English: existing tests and inboxes read these exact words. */
export const EN: EmailTexts = {
  pasteLink: "Or paste this link into your browser:",
  signOff: "— The ShelfTalk team",
  confirmation: {
    subject: "Confirm your ShelfTalk account",
    title: "Confirm your email address",
    intro:
      "Hi, thanks for signing up. Confirm your email to activate your account and receive your free first audio credit.",
    action: "Confirm my email",
    outro: "If you did not create a ShelfTalk account, you can ignore this email. The link expires in 24 hours.",
  },
  passwordReset: {
    subject: "Reset your ShelfTalk password",
    title: "Reset your password",
    intro: "We received a request to reset the password of your ShelfTalk account.",
    action: "Choose a new password",
    outro: "If you did not ask for this, ignore this email: your password stays the same. The link expires in 1 hour.",
  },
  invitation: {
    subject: "You are invited to a ShelfTalk workspace",
    title: "Join a workspace on ShelfTalk",
    intro: (role) =>
      `You have been invited to join a ShelfTalk workspace as ${role === "admin" || role === "owner" ? "an" : "a"} ${role}. Sign in or sign up with this email address to accept.`,
    action: "See the invitation",
    outro: "If you did not expect this, you can ignore this email. The link works once and expires in 7 days.",
  },
  receipt: {
    subject: (invoice) => `Your ShelfTalk receipt ${invoice}`,
    thanks: "Thank you for your purchase.",
    invoice: (invoice) => `Invoice: ${invoice}`,
    pack: (name, credits) => `Pack: ${name} (${credits} credits)`,
    amount: (amount) => `Amount paid: ${amount}`,
    date: (date) => `Date: ${date}`,
    yourInvoice: (link) => `Your invoice: ${link}`,
    stripeInvoice: (link) => `Stripe invoice: ${link}`,
    neverExpire: "Credits never expire.",
  },
  batchDone: {
    subject: (made, total) => `Your catalogue is spoken: ${made} of ${total} audios ready`,
    finished: (total) => `Your batch of ${total} products has finished.`,
    made: (made, failed) =>
      `${made} audios are in My Audios${failed !== undefined ? `; ${failed} could not be made (their credits were not spent).` : "."}`,
    see: (link) => `See the batch, download the ZIP or retry what failed: ${link}`,
  },
  syncPaused: {
    subject: "Your shop's sync is paused: you are out of credits",
    needsCredits: (origin) => `The sync of ${origin} needs more credits to make new audio.`,
    notPlayed: "Products whose audio no longer matches their page are not played until their new audio is made.",
    resume: (link) => `Buy credits and the sync resumes by itself within a few minutes: ${link}`,
  },
};
