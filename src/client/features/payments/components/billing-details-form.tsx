import { Building2 } from "lucide-react";
import { useState } from "react";
import type { BillingDetailsResponse } from "../../../../shared/payments/billing-schemas";
import { BILLING_LIMITS } from "../../../../shared/payments/billing-schemas";
import { BILLING_MESSAGES } from "../../../../shared/payments/billing-messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useBillingDetails, useSaveBillingDetails } from "../api/billing-details";
import { usePageT } from "../../../i18n/i18n";
import { PRICING_PAGE } from "../../../i18n/pages/pricing";

/** Billing name, address and VAT ID for the invoices of the next purchases (issue 25, decision 089). */
export function BillingDetailsForm() {
  const saved = useBillingDetails();
  const billing = saved.data?.billing ?? null;
  // Remounted once the saved details arrive, so the fields start from them.
  return <BillingFields key={billing ? "saved" : "empty"} billing={billing} loading={saved.isPending} />;
}

function BillingFields({ billing, loading }: { billing: BillingDetailsResponse["billing"]; loading: boolean }) {
  const save = useSaveBillingDetails();
  const [form, setForm] = useState({
    name: billing?.name ?? "",
    address: billing?.address ?? "",
    vatId: billing?.vatId ?? "",
  });
  const [error, setError] = useState<string>();
  const t = usePageT(PRICING_PAGE);

  return (
    <Card className="mt-8" aria-labelledby="billing-details-title">
      <CardHeader>
        <h2 id="billing-details-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Building2 className="size-5 text-primary" aria-hidden /> {t("pricing.billing.title")}
        </h2>
        <CardDescription>{t("pricing.billing.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
            save.mutate(form, {
              // Both are message-group texts (BILLING_MESSAGES): the toast and FieldError translate them,
              // and the server's refusals of a field arrive as their English too.
              onSuccess: () => toast.success(BILLING_MESSAGES.saved),
              onError: (err) => setError(err instanceof ApiError ? err.message : BILLING_MESSAGES.saveFailed),
            });
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="billing-name">{t("pricing.billing.name")}</Label>
            <Input
              id="billing-name"
              autoComplete="organization"
              maxLength={BILLING_LIMITS.name}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="billing-vat-id">{t("pricing.billing.vatId")}</Label>
            <Input
              id="billing-vat-id"
              maxLength={BILLING_LIMITS.vatId + 6}
              value={form.vatId}
              onChange={(e) => setForm({ ...form, vatId: e.target.value })}
            />
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="billing-address">{t("pricing.billing.address")}</Label>
            <Textarea
              id="billing-address"
              rows={3}
              autoComplete="street-address"
              maxLength={BILLING_LIMITS.address}
              value={form.address}
              onChange={(e) => setForm({ ...form, address: e.target.value })}
            />
          </div>
          <div className="space-y-2 sm:col-span-2">
            <FieldError id="billing-error" message={error} />
            <Button type="submit" disabled={save.isPending || loading}>
              {t("pricing.billing.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
