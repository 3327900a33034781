import { FlaskConical, Loader2 } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { PATHS } from "../../../../shared/paths";
import type { TestCheckoutSession } from "../../../../shared/payments/payment-schemas";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCancelTestCheckout } from "../api/cancel-test-checkout";
import { useTestCheckout } from "../api/get-test-checkout";
import { usePayTestCheckout } from "../api/pay-test-checkout";
import { announceCheckoutChange } from "../payment-events";
import { translateMessage, useLocale, usePageT } from "../../../i18n/i18n";
import { formatPrice } from "../../../i18n/money";
import { CHECKOUT_PAGE } from "../../../i18n/pages/checkout";

const successPath = (sessionId: string) => `${PATHS.paymentSuccess}?session_id=${encodeURIComponent(sessionId)}`;

/**
 * The built-in checkout used when no payment provider is configured. It says plainly
 * that nothing is charged; Pay completes the session like a real checkout would.
 */
export function TestCheckoutCard({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const session = useTestCheckout(sessionId);
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();
  const busy = pay.isPending || cancel.isPending;
  const t = usePageT(CHECKOUT_PAGE);

  const onPay = () =>
    pay.mutate(sessionId, {
      onSuccess: () => void navigate(successPath(sessionId), { replace: true }),
      onError: (error) => toast.error(error.message),
    });
  const onCancel = () =>
    cancel.mutate(sessionId, {
      onSuccess: () => {
        announceCheckoutChange();
        void navigate(PATHS.pricing, { replace: true });
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card className="w-full">
      <div
        role="note"
        className="flex items-center gap-2 rounded-t-xl border-b bg-amber-100 px-6 py-3 text-sm font-semibold text-amber-950"
      >
        <FlaskConical className="size-4" aria-hidden /> {t("checkout.testMode")}
      </div>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{t("checkout.title")}</h1>
        <CardDescription>{t("checkout.testModeBody")}</CardDescription>
      </CardHeader>
      <CardContent>
        {session.isPending ? (
          <Skeleton className="h-24 w-full" aria-label={t("checkout.loadingCheckout")} />
        ) : session.isError ? (
          <p className="text-sm text-destructive">{translateMessage(session.error.message)}</p>
        ) : (
          <SessionSummary session={session.data} />
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        {session.data?.status === "open" ? (
          <>
            <Button variant="outline" disabled={busy} onClick={onCancel}>
              {t("checkout.cancel")}
            </Button>
            <Button disabled={busy} aria-busy={pay.isPending} onClick={onPay}>
              {pay.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} {t("checkout.pay")}
            </Button>
          </>
        ) : session.data?.status === "paid" ? (
          <Button onClick={() => void navigate(successPath(sessionId))}>{t("checkout.viewPayment")}</Button>
        ) : (
          <Button variant="outline" onClick={() => void navigate(PATHS.pricing)}>
            {t("checkout.viewPricing")}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

const CLOSED_NOTES: Partial<Record<TestCheckoutSession["status"], string>> = {
  paid: "checkout.alreadyPaid",
  canceled: "checkout.canceled",
  expired: "checkout.expired",
};

function SessionSummary({ session }: { session: TestCheckoutSession }) {
  const t = usePageT(CHECKOUT_PAGE);
  const locale = useLocale();
  const note = CLOSED_NOTES[session.status];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t("checkout.pack")}</dt>
        <dd className="font-medium" data-testid="checkout-pack">
          {session.packName}
        </dd>
        <dt className="text-muted-foreground">{t("checkout.credits")}</dt>
        <dd className="font-medium" data-testid="checkout-credits">
          {session.credits}
        </dd>
        <dt className="text-muted-foreground">{t("checkout.amount")}</dt>
        <dd className="font-medium" data-testid="checkout-amount">
          {formatPrice(session.amountCents, locale)} {session.currency.toUpperCase()}
        </dd>
      </dl>
      {note ? <p className="text-sm text-muted-foreground">{t(note)}</p> : null}
    </div>
  );
}
