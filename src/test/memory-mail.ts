import type { MailMessage, MailProvider } from "../server/providers/mail/mail-provider";

/** A mail provider for tests that keeps every message so tests can read links back. */
export function createMemoryMail(): MailProvider & { sent: MailMessage[]; lastTo(email: string): MailMessage } {
  const sent: MailMessage[] = [];
  return {
    name: "outbox",
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    lastTo(email) {
      const found = sent.filter((m) => m.to === email).at(-1);
      if (!found) throw new Error(`no email sent to ${email}`);
      return found;
    },
  };
}
