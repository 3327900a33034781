import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger";
import { headerSafe, type MailMessage, type MailProvider } from "./mail-provider";

/**
 * Embedded default: every message becomes an RFC 822 `.eml` file in the outbox
 * folder (open it with any mail client) and its link is logged, so sign-up and
 * password reset work on a machine with no mail server.
 */
export function createOutboxMailProvider(options: { dir: string; from: string; logger: Logger }): MailProvider {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "outbox",
    async send(message: MailMessage) {
      const info = await composer.sendMail({
        from: options.from,
        to: headerSafe(message.to),
        replyTo: message.replyTo ? headerSafe(message.replyTo) : undefined,
        subject: headerSafe(message.subject),
        text: message.text,
        html: message.html,
      });
      await mkdir(options.dir, { recursive: true });
      const file = path.join(
        options.dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file, link: message.link },
        "email written to outbox",
      );
    },
  };
}
