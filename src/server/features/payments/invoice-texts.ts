import { isLocale, type Locale } from "../../../shared/i18n/locales";

/**
 * The invoice document's words in its reader's language (decision 138). The facts (number, parties,
 * amounts, reference) are the same in every language; only the labels and the formats change.
 * English keeps its words, "$19.00 USD" and the ISO date, as before.
 */
export type InvoiceTexts = {
  documentTitle: (number: string) => string;
  heading: string;
  number: string;
  date: string;
  billedTo: string;
  vatId: string;
  description: string;
  credits: string;
  amount: string;
  line: (pack: string) => string;
  total: (currency: string) => string;
  paid: (date: string, reference: string) => string;
  stripeInvoice: string;
  savePdf: string;
};

const EN: InvoiceTexts = {
  documentTitle: (number) => `Invoice ${number}`,
  heading: "Invoice",
  number: "Invoice number:",
  date: "Date:",
  billedTo: "Billed to",
  vatId: "VAT ID:",
  description: "Description",
  credits: "Credits",
  amount: "Amount",
  line: (pack) => `ShelfTalk ${pack} credit pack (one-time payment, credits never expire)`,
  total: (currency) => `Total paid (${currency})`,
  paid: (date, reference) => `Paid in full on ${date}. Reference: ${reference}.`,
  stripeInvoice: "Stripe's invoice for this payment:",
  savePdf: "To keep a PDF, use your browser's Print and choose “Save as PDF”.",
};

const TEXTS: Record<Locale, InvoiceTexts> = {
  en: EN,
  de: {
    documentTitle: (number) => `Rechnung ${number}`,
    heading: "Rechnung",
    number: "Rechnungsnummer:",
    date: "Datum:",
    billedTo: "Rechnungsempfänger",
    vatId: "USt-IdNr.:",
    description: "Beschreibung",
    credits: "Credits",
    amount: "Betrag",
    line: (pack) => `ShelfTalk-Creditpaket ${pack} (Einmalzahlung, Credits verfallen nie)`,
    total: (currency) => `Bezahlter Gesamtbetrag (${currency})`,
    paid: (date, reference) => `Vollständig bezahlt am ${date}. Referenz: ${reference}.`,
    stripeInvoice: "Die Rechnung von Stripe zu dieser Zahlung:",
    savePdf: "Für eine PDF-Datei wählen Sie im Browser „Drucken“ und dann „Als PDF speichern“.",
  },
  fr: {
    documentTitle: (number) => `Facture ${number}`,
    heading: "Facture",
    number: "Numéro de facture :",
    date: "Date :",
    billedTo: "Facturé à",
    vatId: "N° de TVA :",
    description: "Description",
    credits: "Crédits",
    amount: "Montant",
    line: (pack) => `Pack de crédits ShelfTalk ${pack} (paiement unique, les crédits n’expirent jamais)`,
    total: (currency) => `Total payé (${currency})`,
    paid: (date, reference) => `Payé intégralement le ${date}. Référence : ${reference}.`,
    stripeInvoice: "La facture Stripe de ce paiement :",
    savePdf:
      "Pour garder un PDF, utilisez la fonction Imprimer de votre navigateur et choisissez « Enregistrer au format PDF ».",
  },
  es: {
    documentTitle: (number) => `Factura ${number}`,
    heading: "Factura",
    number: "Número de factura:",
    date: "Fecha:",
    billedTo: "Facturado a",
    vatId: "NIF-IVA:",
    description: "Descripción",
    credits: "Créditos",
    amount: "Importe",
    line: (pack) => `Paquete de créditos ShelfTalk ${pack} (pago único, los créditos no caducan)`,
    total: (currency) => `Total pagado (${currency})`,
    paid: (date, reference) => `Pagado en su totalidad el ${date}. Referencia: ${reference}.`,
    stripeInvoice: "La factura de Stripe de este pago:",
    savePdf: "Para guardar un PDF, usa la opción Imprimir del navegador y elige «Guardar como PDF».",
  },
  it: {
    documentTitle: (number) => `Fattura ${number}`,
    heading: "Fattura",
    number: "Numero fattura:",
    date: "Data:",
    billedTo: "Intestata a",
    vatId: "Partita IVA:",
    description: "Descrizione",
    credits: "Crediti",
    amount: "Importo",
    line: (pack) => `Pacchetto di crediti ShelfTalk ${pack} (pagamento unico, i crediti non scadono mai)`,
    total: (currency) => `Totale pagato (${currency})`,
    paid: (date, reference) => `Pagata per intero il ${date}. Riferimento: ${reference}.`,
    stripeInvoice: "La fattura di Stripe per questo pagamento:",
    savePdf: "Per conservare un PDF, usa la funzione Stampa del browser e scegli «Salva come PDF».",
  },
  pt: {
    documentTitle: (number) => `Fatura ${number}`,
    heading: "Fatura",
    number: "Número da fatura:",
    date: "Data:",
    billedTo: "Faturado a",
    vatId: "NIF:",
    description: "Descrição",
    credits: "Créditos",
    amount: "Montante",
    line: (pack) => `Pacote de créditos ShelfTalk ${pack} (pagamento único, os créditos nunca expiram)`,
    total: (currency) => `Total pago (${currency})`,
    paid: (date, reference) => `Pago na totalidade em ${date}. Referência: ${reference}.`,
    stripeInvoice: "A fatura da Stripe deste pagamento:",
    savePdf: "Para guardar um PDF, use a opção Imprimir do navegador e escolha «Guardar como PDF».",
  },
  ja: {
    documentTitle: (number) => `請求書 ${number}`,
    heading: "請求書",
    number: "請求書番号：",
    date: "日付：",
    billedTo: "請求先",
    vatId: "VAT 番号：",
    description: "品目",
    credits: "クレジット",
    amount: "金額",
    line: (pack) => `ShelfTalk クレジットパック ${pack}（1回限りのお支払い、クレジットに有効期限はありません）`,
    total: (currency) => `お支払い合計（${currency}）`,
    paid: (date, reference) => `${date} に全額お支払い済み。参照番号：${reference}`,
    stripeInvoice: "このお支払いの Stripe 請求書：",
    savePdf: "PDF で保存するには、ブラウザの「印刷」から「PDF に保存」を選んでください。",
  },
  zh: {
    documentTitle: (number) => `发票 ${number}`,
    heading: "发票",
    number: "发票编号：",
    date: "日期：",
    billedTo: "开票对象",
    vatId: "增值税号：",
    description: "说明",
    credits: "点数",
    amount: "金额",
    line: (pack) => `ShelfTalk ${pack} 点数套餐（一次性付款，点数永不过期）`,
    total: (currency) => `实付总额（${currency}）`,
    paid: (date, reference) => `已于 ${date} 全额付清。参考号：${reference}。`,
    stripeInvoice: "此笔付款的 Stripe 发票：",
    savePdf: "如需保存 PDF，请使用浏览器的“打印”功能并选择“另存为 PDF”。",
  },
};

/** The invoice's words for a reader's language, English for any other. */
export function invoiceTexts(locale: string | null | undefined): InvoiceTexts {
  return isLocale(locale) ? TEXTS[locale] : EN;
}
