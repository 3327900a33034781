import { Receipt } from "lucide-react";
import { formatUsd } from "../../../../shared/catalog/pack-list";
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

/** The signed-in seller's purchases, newest first: date, pack, credits, amount, status. */
export function PurchaseHistory() {
  const history = usePurchaseHistory({ enabled: true });

  return (
    <Card className="mt-16" aria-labelledby="purchase-history-title">
      <CardHeader>
        <h2 id="purchase-history-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Receipt className="size-5 text-primary" aria-hidden /> Purchase history
        </h2>
        <CardDescription>Every pack you have bought with this account.</CardDescription>
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
            <th scope="col" className="py-2 font-medium">
              Status
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
              <td className="py-2">
                <Badge variant={purchase.status === "paid" ? "default" : "outline"}>
                  {STATUS_LABELS[purchase.status]}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
