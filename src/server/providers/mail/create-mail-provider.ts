import path from "node:path";
import type { Config } from "../../config";
import type { Logger } from "../../logger";
import type { MailProvider } from "./mail-provider";
import { createOutboxMailProvider } from "./outbox-mail-provider";
import { createSmtpMailProvider } from "./smtp-mail-provider";

export const DEFAULT_MAIL_FROM = "ShelfTalk <no-reply@localhost>";

export function createMailProvider(config: Config, logger: Logger): MailProvider {
  const from = config.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (config.SMTP_URL) return createSmtpMailProvider({ url: config.SMTP_URL, from });
  return createOutboxMailProvider({ dir: path.join(config.dataDir, "outbox"), from, logger });
}

/** Address of the team inbox for contact messages: CONTACT_TO, else the sender address. */
export function contactRecipient(config: Config): string {
  const from = config.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return config.CONTACT_TO ?? /<([^>]+)>/.exec(from)?.[1] ?? from;
}
