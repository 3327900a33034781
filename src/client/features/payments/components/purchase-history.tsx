import { Receipt } from "lucide-react";
import { formatUsd } from "../../../../shared/catalog/pack-list";
import { formatInvoiceNumber } from "../../../../shared/payments/billing-schemas";
import type { CheckoutStatus, Purchase } from "../../../../shared/payments/payment-schemas";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePurchaseHistory } from "../api/get-purchase-history";
import { DATE_TIME_FORMAT as DATE_FORMAT } from "../../../lib/format-date";

const STATUS_LABELS: Record<CheckoutStatus, string> = {
  paid: "Paid",
  open: "Not completed",
  canceled: "Canceled",
  expired: "Expired",
};

/**
 * The signed-in seller's completed purchases, newest first: date, pack, credits, amount, status and
 * invoice. Checkouts that were left or canceled are not purchases and are not listed (issue 25).
 */
export function PurchaseHistory() {
  const history = usePurchaseHistory({ enabled: true });

  return (
    <Card className="mt-16" aria-labelledby="purchase-history-title">
      <CardHeader>
        <h2 id="purchase-history-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Receipt className="size-5 text-primary" aria-hidden /> Purchase history
        </h2>
        <CardDescription>Every pack you have bought with this account, with its invoice.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading purchase history">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-destructive">We couldn't load your purchases. Please try again later.</p>
        ) : history.data.purchases.length === 0 ? (
          <p className="text-sm text-muted-foreground">No purchases yet.</p>
        ) : (
          <PurchaseTable purchases={history.data.purchases} />
        )}
      </CardContent>
    </Card>
  );
}

function PurchaseTable({ purchases }: { purchases: Purchase[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Pack
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Credits
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Invoice
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((purchase) => (
            <tr key={purchase.id} className="border-b last:border-0" data-testid="purchase-row">
              <td className="py-2 pr-4 whitespace-nowrap">{DATE_FORMAT.format(new Date(purchase.createdAt))}</td>
              <td className="py-2 pr-4">{purchase.packName}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{purchase.credits}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatUsd(purchase.amountCents)}</td>
              <td className="py-2 pr-4">
                <Badge variant={purchase.status === "paid" ? "default" : "outline"}>
                  {STATUS_LABELS[purchase.status]}
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
  if (purchase.invoiceNumber === null) return <span className="text-muted-foreground">—</span>;
  const number = formatInvoiceNumber(purchase.invoiceNumber);
  const href = `/api/payments/invoices/${purchase.invoiceNumber}`;
  return (
    <span className="flex flex-wrap gap-x-3">
      <a className={LINK} href={href} target="_blank" rel="noopener">
        {number}
      </a>
      <a className={LINK} href={`${href}?download=1`} download aria-label={`Download invoice ${number}`}>
        Download
      </a>
      {purchase.providerInvoiceUrl ? (
        <a className={LINK} href={purchase.providerInvoiceUrl} target="_blank" rel="noopener noreferrer">
          Stripe invoice
        </a>
      ) : null}
    </span>
  );
}
