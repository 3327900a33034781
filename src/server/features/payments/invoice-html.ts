import { formatInvoiceNumber } from "../../../shared/payments/billing-schemas";
import { escapeHtml } from "../publish/html-text";
import { isLocale } from "../../../shared/i18n/locales";
import type { InvoiceRow } from "./invoices.service";
import { receiptFormats } from "../../emails/notice-emails";
import { invoiceTexts } from "./invoice-texts";

const lines = (text: string) => text.split(/\r?\n/).map(escapeHtml).join("<br>");

/** INVOICE_ISSUER, "|" separating lines; "ShelfTalk" when the operator has not set it. */
export function issuerLines(issuer: string | undefined): string[] {
  const parts = (issuer ?? "ShelfTalk").split("|").map((part) => part.trim());
  return parts.filter((part) => part !== "");
}

/**
 * A ShelfTalk invoice as one printable HTML page (decision 090): no script, inline styles
 * only (allowed by the CSP), A4 print margins; the browser's Print saves it as PDF.
 */
export function renderInvoiceHtml(invoice: InvoiceRow, issuer: string[], locale: string | null = null): string {
  const number = formatInvoiceNumber(invoice.number);
  // The reader's language (decision 138); the facts are the same in every language. The texts are
  // ours and written as HTML text (no markup in them); only the values put into them are escaped.
  const say = invoiceTexts(locale);
  const { amount: total, date } = receiptFormats(locale, invoice);
  const lang = isLocale(locale) ? locale : "en";
  const [issuerName = "ShelfTalk", ...issuerRest] = issuer;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say.documentTitle(escapeHtml(number))}</title>
<style>
  @page { size: A4; margin: 18mm; }
  body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; background: #fff; margin: 0 auto; max-width: 760px; padding: 24px; }
  header { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; }
  h1 { font-size: 28px; margin: 0 0 4px; }
  .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; margin-top: 32px; }
  th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #ddd; }
  th.num, td.num { text-align: right; }
  tfoot td { font-weight: 700; border-bottom: none; }
  .parties { display: flex; gap: 48px; margin-top: 32px; flex-wrap: wrap; }
  .note { margin-top: 32px; font-size: 12px; }
  @media print { .screen-only { display: none; } body { padding: 0; } }
</style>
</head>
<body>
<header>
  <div>
    <h1>${say.heading}</h1>
    <div>${say.number} <strong data-testid="invoice-number">${escapeHtml(number)}</strong></div>
    <div>${say.date} ${escapeHtml(date)}</div>
  </div>
  <div>
    <strong>${escapeHtml(issuerName)}</strong><br>${issuerRest.map(escapeHtml).join("<br>")}
  </div>
</header>
<section class="parties">
  <div>
    <div class="muted">${say.billedTo}</div>
    <strong data-testid="invoice-billing-name">${escapeHtml(invoice.billingName)}</strong><br>
    ${lines(invoice.billingAddress)}
    ${invoice.vatId ? `<br>${say.vatId} <span data-testid="invoice-vat-id">${escapeHtml(invoice.vatId)}</span>` : ""}
  </div>
</section>
<table>
  <thead><tr><th>${say.description}</th><th class="num">${say.credits}</th><th class="num">${say.amount}</th></tr></thead>
  <tbody>
    <tr>
      <td>${say.line(escapeHtml(invoice.packName))}</td>
      <td class="num">${invoice.credits}</td>
      <td class="num">${escapeHtml(total)}</td>
    </tr>
  </tbody>
  <tfoot><tr><td colspan="2">${say.total(escapeHtml(invoice.currency.toUpperCase()))}</td><td class="num" data-testid="invoice-total">${escapeHtml(total)}</td></tr></tfoot>
</table>
<p class="note muted">${say.paid(escapeHtml(date), escapeHtml(invoice.checkoutSessionId))}</p>
${
  invoice.providerInvoiceUrl
    ? `<p class="note">${say.stripeInvoice} <a href="${escapeHtml(invoice.providerInvoiceUrl)}">${escapeHtml(invoice.providerInvoiceUrl)}</a></p>`
    : ""
}
<p class="note muted screen-only">${say.savePdf}</p>
</body>
</html>
`;
}
