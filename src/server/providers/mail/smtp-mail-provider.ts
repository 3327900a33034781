import nodemailer from "nodemailer";
import { headerSafe, type MailMessage, type MailProvider } from "./mail-provider";

/** Production: delivers over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: headerSafe(message.to),
        replyTo: message.replyTo ? headerSafe(message.replyTo) : undefined,
        subject: headerSafe(message.subject),
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
