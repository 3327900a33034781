import { CREDIT_PACKS } from "../../shared/catalog/pack-list";
import { useAuth } from "../lib/account/auth-context";
import { usePaymentsStatus } from "../features/payments/api/get-payments-status";
import { BillingDetailsForm } from "../features/payments/components/billing-details-form";
import { PackCard } from "../features/payments/components/pack-card";
import { PurchaseHistory } from "../features/payments/components/purchase-history";
import { useCheckoutChanges } from "../features/payments/payment-events";
import { usePurchase } from "../features/payments/use-purchase";
import { useDocumentTitle } from "../lib/use-document-title";
import { useHydrated } from "../lib/use-hydrated";
import { PageShell } from "./page-shell";

export function PricingPage() {
  useDocumentTitle("Pricing");
  const { user } = useAuth();
  const { purchase, pendingPackId } = usePurchase();
  // Prerendered: a click before hydration would do nothing, so the buttons wait for it.
  const hydrated = useHydrated();
  // Known only once the server answers; until then the buttons work as usual.
  const unavailable = usePaymentsStatus().data?.available === false;
  useCheckoutChanges();

  return (
    <PageShell
      title="Choose Your Credit Package"
      lead="One credit turns one script into a finished audio. Pick the pack that fits your catalogue."
    >
      {unavailable ? (
        <p
          role="status"
          className="mb-8 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-center text-sm"
          data-testid="purchases-unavailable"
        >
          Purchases are unavailable right now: payments are not configured on this server. Please check back later.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {CREDIT_PACKS.map((pack) => (
          <PackCard
            key={pack.id}
            pack={pack}
            processing={pendingPackId === pack.id}
            // One checkout at a time: a second click must not open a second tab.
            disabled={!hydrated || unavailable || pendingPackId !== undefined}
            onPurchase={() => purchase(pack.id)}
          />
        ))}
      </div>
      <p className="mt-10 text-center text-sm text-muted-foreground">
        All purchases are one-time payments. Credits never expire.
      </p>
      {user ? <PurchaseHistory /> : null}
      {user ? <BillingDetailsForm /> : null}
    </PageShell>
  );
}
