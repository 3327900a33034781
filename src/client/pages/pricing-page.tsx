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
import { usePageT } from "../i18n/i18n";
import { PRICING_PAGE } from "../i18n/pages/pricing";

export function PricingPage() {
  const t = usePageT(PRICING_PAGE);
  useDocumentTitle(t("pricing.documentTitle"));
  const { user } = useAuth();
  const { purchase, pendingPackId } = usePurchase();
  // Prerendered: a click before hydration would do nothing, so the buttons wait for it.
  const hydrated = useHydrated();
  // Known only once the server answers; until then the buttons work as usual.
  const unavailable = usePaymentsStatus().data?.available === false;
  useCheckoutChanges();

  return (
    <PageShell title={t("pricing.title")} lead={t("pricing.lead")}>
      {unavailable ? (
        <p
          role="status"
          className="mb-8 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-center text-sm"
          data-testid="purchases-unavailable"
        >
          {t("pricing.unavailable")}
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
      <p className="mt-10 text-center text-sm text-muted-foreground">{t("pricing.oneTime")}</p>
      {user ? <PurchaseHistory /> : null}
      {user ? <BillingDetailsForm /> : null}
    </PageShell>
  );
}
