import { formatInvoiceNumber } from "../../../shared/payments/billing-schemas";
import { escapeHtml } from "../publish/html-text";
import { formatMoney, type InvoiceRow } from "./invoices.service";

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
export function renderInvoiceHtml(invoice: InvoiceRow, issuer: string[]): string {
  const number = formatInvoiceNumber(invoice.number);
  const date = invoice.issuedAt.toISOString().slice(0, 10);
  const total = formatMoney(invoice.amountCents, invoice.currency);
  const [issuerName = "ShelfTalk", ...issuerRest] = issuer;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Invoice ${escapeHtml(number)}</title>
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
    <h1>Invoice</h1>
    <div>Invoice number: <strong data-testid="invoice-number">${escapeHtml(number)}</strong></div>
    <div>Date: ${escapeHtml(date)}</div>
  </div>
  <div>
    <strong>${escapeHtml(issuerName)}</strong><br>${issuerRest.map(escapeHtml).join("<br>")}
  </div>
</header>
<section class="parties">
  <div>
    <div class="muted">Billed to</div>
    <strong data-testid="invoice-billing-name">${escapeHtml(invoice.billingName)}</strong><br>
    ${lines(invoice.billingAddress)}
    ${invoice.vatId ? `<br>VAT ID: <span data-testid="invoice-vat-id">${escapeHtml(invoice.vatId)}</span>` : ""}
  </div>
</section>
<table>
  <thead><tr><th>Description</th><th class="num">Credits</th><th class="num">Amount</th></tr></thead>
  <tbody>
    <tr>
      <td>ShelfTalk ${escapeHtml(invoice.packName)} credit pack (one-time payment, credits never expire)</td>
      <td class="num">${invoice.credits}</td>
      <td class="num">${escapeHtml(total)}</td>
    </tr>
  </tbody>
  <tfoot><tr><td colspan="2">Total paid (${escapeHtml(invoice.currency.toUpperCase())})</td><td class="num" data-testid="invoice-total">${escapeHtml(total)}</td></tr></tfoot>
</table>
<p class="note muted">Paid in full on ${escapeHtml(date)}. Reference: ${escapeHtml(invoice.checkoutSessionId)}.</p>
${
  invoice.providerInvoiceUrl
    ? `<p class="note">Stripe's invoice for this payment: <a href="${escapeHtml(invoice.providerInvoiceUrl)}">${escapeHtml(invoice.providerInvoiceUrl)}</a></p>`
    : ""
}
<p class="note muted screen-only">To keep a PDF, use your browser's Print and choose “Save as PDF”.</p>
</body>
</html>
`;
}
