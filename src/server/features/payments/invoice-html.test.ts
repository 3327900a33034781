import { describe, expect, it } from "vitest";
import { renderInvoiceHtml } from "./invoice-html";
import type { InvoiceRow } from "./invoices.service";
import { invoiceTexts } from "./invoice-texts";

const invoice: InvoiceRow = {
  number: 42,
  checkoutSessionId: "cs_test_1",
  userId: "u1",
  billingName: "Shop & Co <b>",
  billingAddress: "1 Rue X\n75001 Paris",
  vatId: "FR12345678901",
  packId: "plus",
  packName: "Plus",
  credits: 50,
  amountCents: 1900,
  currency: "usd",
  providerInvoiceUrl: "https://invoice.stripe.example/i/1",
  issuedAt: new Date("2026-11-26T06:00:00Z"),
};

describe("the invoice document in its reader's language (decision 138)", () => {
  it("keeps English's words, amount and ISO date, with or without a language", () => {
    for (const locale of [null, "en", "ko"]) {
      const html = renderInvoiceHtml(invoice, ["ShelfTalk Ltd"], locale);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("<title>Invoice INV-000042</title>");
      expect(html).toContain("<div>Date: 2026-11-26</div>");
      expect(html).toContain("ShelfTalk Plus credit pack (one-time payment, credits never expire)");
      expect(html).toContain("Total paid (USD)");
      expect(html).toContain('data-testid="invoice-total">$19.00 USD<');
      expect(html).toContain("Stripe's invoice for this payment:");
      expect(html).toContain("Paid in full on 2026-11-26. Reference: cs_test_1.");
    }
  });

  it("writes a German reader's labels, amount and date in German; the facts stay as issued", () => {
    const html = renderInvoiceHtml(invoice, ["ShelfTalk Ltd"], "de");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Rechnung INV-000042</title>");
    expect(html).toContain("<div>Datum: 26. November 2026</div>");
    expect(html).toContain("Rechnungsempfänger");
    expect(html).toContain('USt-IdNr.: <span data-testid="invoice-vat-id">FR12345678901</span>');
    expect(html).toContain("ShelfTalk-Creditpaket Plus (Einmalzahlung, Credits verfallen nie)");
    expect(html).toContain(
      `data-testid="invoice-total">${new Intl.NumberFormat("de", { style: "currency", currency: "USD" }).format(19)}<`,
    );
    expect(html).toContain("Shop &amp; Co &lt;b&gt;");
    expect(html).not.toMatch(/Invoice number|Billed to|Total paid|Paid in full|Save as PDF/);
  });

  it("puts the date where Japanese puts it, and escapes the values it is given", () => {
    const html = renderInvoiceHtml({ ...invoice, packName: "<i>Max</i>", checkoutSessionId: "cs_<x>" }, [], "ja");
    expect(html).toContain("2026年11月26日 に全額お支払い済み。参照番号：cs_&lt;x&gt;");
    expect(html).toContain("ShelfTalk クレジットパック &lt;i&gt;Max&lt;/i&gt;");
    expect(html).not.toContain("<i>");
  });

  it("has every text in each of the 8 languages, none of them English", () => {
    const english = invoiceTexts("en");
    for (const locale of ["es", "fr", "de", "it", "pt", "ja", "zh"]) {
      const texts = invoiceTexts(locale);
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        const text = texts[key];
        const written = typeof text === "function" ? text("V1", "V2") : text;
        const source = english[key];
        const englishWritten = typeof source === "function" ? source("V1", "V2") : source;
        // "Description" and "Credits" are the words French and German use too.
        if (!["Description", "Credits"].includes(written)) expect(written, `${locale} ${key}`).not.toBe(englishWritten);
        expect(written, `${locale} ${key}`).not.toMatch(/[<>&]/);
      }
    }
  });
});
