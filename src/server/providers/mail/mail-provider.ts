/** An email ShelfTalk sends: plain text always, HTML optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The link the message carries (confirmation, reset), logged by the outbox provider for local use. */
  link?: string;
};

export type MailProvider = {
  readonly name: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
};

/**
 * Strips CR/LF from a value that goes into a mail header, so user input
 * (a contact subject, a name) can never add headers of its own.
 */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
