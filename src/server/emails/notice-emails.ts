import { DEFAULT_LOCALE, isLocale } from "../../shared/i18n/locales";
import type { MailMessage } from "../providers/mail/mail-provider";
import { emailTexts, formatCount } from "./email-texts";

/**
 * The seller's notices (receipt, batch done, sync paused) in the recipient's language (issue 28).
 * Plain text, as before; the English ones are word for word what they were.
 */

type Recipient = { to: string; locale: string | null | undefined };

export type ReceiptFacts = {
  invoice: string;
  packName: string;
  credits: number;
  amountCents: number;
  currency: string;
  issuedAt: Date;
  link: string;
  stripeLink: string | null;
};

/** "$19.00 USD": the amount with its ISO currency (English receipts and the invoice document). */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = code === "USD" ? "$" : "";
  return `${symbol}${(cents / 100).toFixed(2)} ${code}`;
}

/**
 * A purchase's amount and date as the receipt and the invoice print them: English keeps "$19.00 USD"
 * and 2026-11-26; another language gets Intl's currency and long date.
 */
export function receiptFormats(
  locale: string | null | undefined,
  facts: Pick<ReceiptFacts, "amountCents" | "currency" | "issuedAt">,
): { amount: string; date: string } {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE)
    return { amount: formatMoney(facts.amountCents, facts.currency), date: facts.issuedAt.toISOString().slice(0, 10) };
  return {
    amount: new Intl.NumberFormat(locale, { style: "currency", currency: facts.currency.toUpperCase() }).format(
      facts.amountCents / 100,
    ),
    // The invoice's date is a calendar date of its own (UTC), as on the invoice document.
    date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(facts.issuedAt),
  };
}

export function receiptEmail({ to, locale }: Recipient, facts: ReceiptFacts): MailMessage {
  const texts = emailTexts(locale).receipt;
  const { amount, date } = receiptFormats(locale, facts);
  return {
    to,
    subject: texts.subject(facts.invoice),
    text: [
      texts.thanks,
      ``,
      texts.invoice(facts.invoice),
      texts.pack(facts.packName, formatCount(facts.credits, locale)),
      texts.amount(amount),
      texts.date(date),
      ``,
      texts.yourInvoice(facts.link),
      facts.stripeLink ? texts.stripeInvoice(facts.stripeLink) : "",
      texts.neverExpire,
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
    link: facts.link,
  };
}

export function batchDoneEmail(
  { to, locale }: Recipient,
  facts: { made: number; total: number; link: string },
): MailMessage {
  const texts = emailTexts(locale).batchDone;
  const failed = facts.total - facts.made;
  const made = formatCount(facts.made, locale);
  const total = formatCount(facts.total, locale);
  return {
    to,
    subject: texts.subject(made, total),
    text: [
      texts.finished(total),
      texts.made(made, failed > 0 ? formatCount(failed, locale) : undefined),
      "",
      texts.see(facts.link),
    ].join("\n"),
    link: facts.link,
  };
}

export function syncPausedEmail({ to, locale }: Recipient, facts: { origin: string; link: string }): MailMessage {
  const texts = emailTexts(locale).syncPaused;
  return {
    to,
    subject: texts.subject,
    text: [texts.needsCredits(facts.origin), texts.notPlayed, "", texts.resume(facts.link)].join("\n"),
    link: facts.link,
  };
}
