import { Receipt } from "lucide-react";
import { formatInvoiceNumber } from "../../../../shared/payments/billing-schemas";
import type { CheckoutStatus, Purchase } from "../../../../shared/payments/payment-schemas";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePurchaseHistory } from "../api/get-purchase-history";
import { DATE_TIME_FORMAT as DATE_FORMAT } from "../../../lib/format-date";
import { useLocale, usePageT } from "../../../i18n/i18n";
import { formatPrice } from "../../../i18n/money";
import { PRICING_PAGE } from "../../../i18n/pages/pricing";
import type { Locale } from "../../../../shared/i18n/locales";

const STATUS_LABELS: Record<CheckoutStatus, string> = {
  paid: "pricing.history.paid",
  open: "pricing.history.open",
  canceled: "pricing.history.canceled",
  expired: "pricing.history.expired",
};

/** English keeps its en-US date and time; another language writes them its own way (Intl). */
function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (locale === "en") return DATE_FORMAT.format(date);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/**
 * The signed-in seller's completed purchases, newest first: date, pack, credits, amount, status and
 * invoice. Checkouts that were left or canceled are not purchases and are not listed (issue 25).
 */
export function PurchaseHistory() {
  const history = usePurchaseHistory({ enabled: true });
  const t = usePageT(PRICING_PAGE);

  return (
    <Card className="mt-16" aria-labelledby="purchase-history-title">
      <CardHeader>
        <h2 id="purchase-history-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Receipt className="size-5 text-primary" aria-hidden /> {t("pricing.history.title")}
        </h2>
        <CardDescription>{t("pricing.history.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label={t("pricing.history.loading")}>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-destructive">{t("pricing.history.loadFailed")}</p>
        ) : history.data.purchases.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("pricing.history.empty")}</p>
        ) : (
          <PurchaseTable purchases={history.data.purchases} />
        )}
      </CardContent>
    </Card>
  );
}

function PurchaseTable({ purchases }: { purchases: Purchase[] }) {
  const t = usePageT(PRICING_PAGE);
  const locale = useLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("pricing.history.date")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("pricing.history.pack")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("pricing.history.credits")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("pricing.history.amount")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("pricing.history.status")}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t("pricing.history.invoice")}
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((purchase) => (
            <tr key={purchase.id} className="border-b last:border-0" data-testid="purchase-row">
              <td className="py-2 pr-4 whitespace-nowrap">{formatWhen(purchase.createdAt, locale)}</td>
              <td className="py-2 pr-4">{purchase.packName}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{purchase.credits}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatPrice(purchase.amountCents, locale)}</td>
              <td className="py-2 pr-4">
                <Badge variant={purchase.status === "paid" ? "default" : "outline"}>
                  {t(STATUS_LABELS[purchase.status])}
                </Badge>
              </td>
              <td className="py-2 whitespace-nowrap">
                <InvoiceLinks purchase={purchase} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LINK = "text-primary underline-offset-4 hover:underline";

/** The printable ShelfTalk invoice (open or download) and, with Stripe, Stripe's own invoice. */
function InvoiceLinks({ purchase }: { purchase: Purchase }) {
  const t = usePageT(PRICING_PAGE);
  if (purchase.invoiceNumber === null) return <span className="text-muted-foreground">—</span>;
  const number = formatInvoiceNumber(purchase.invoiceNumber);
  const href = `/api/payments/invoices/${purchase.invoiceNumber}`;
  return (
    <span className="flex flex-wrap gap-x-3">
      <a className={LINK} href={href} target="_blank" rel="noopener">
        {number}
      </a>
      <a
        className={LINK}
        href={`${href}?download=1`}
        download
        aria-label={t("pricing.history.downloadInvoice", { number })}
      >
        {t("pricing.history.download")}
      </a>
      {purchase.providerInvoiceUrl ? (
        <a className={LINK} href={purchase.providerInvoiceUrl} target="_blank" rel="noopener noreferrer">
          {t("pricing.history.stripeInvoice")}
        </a>
      ) : null}
    </span>
  );
}
