import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../lib/toast";
import { MESSAGES } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { useAuth } from "../lib/account/auth-context";
import { creditsQueryOptions } from "../lib/account/get-credits";
import { useVerifyPayment } from "../features/payments/api/verify-payment";
import { announceCheckoutChange } from "../features/payments/payment-events";
import { PaymentResultCard } from "../features/payments/components/payment-result-card";
import { useDocumentTitle } from "../lib/use-document-title";
import { translateMessage, usePageT } from "../i18n/i18n";
import { CHECKOUT_PAGE } from "../i18n/pages/checkout";

export function PaymentSuccessPage() {
  const t = usePageT(CHECKOUT_PAGE);
  useDocumentTitle(t("checkout.paymentTitle"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, loading } = useAuth();
  const verify = useVerifyPayment();
  const sessionId = params.get("session_id");
  const userId = user?.id;
  // StrictMode runs effects twice and the session re-check re-renders: verify once per session id.
  const verifiedFor = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!sessionId) {
      toast.error(MESSAGES.payment.invalidSession);
      void navigate(PATHS.pricing, { replace: true });
      return;
    }
    if (loading || !userId || verifiedFor.current === sessionId) return;
    verifiedFor.current = sessionId;
    mutate(sessionId, {
      onSuccess: (result) => {
        if (result.status === "paid") toast.success(MESSAGES.payment.success(result.credits_added));
        void queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
        // The pricing page that opened this checkout tab refreshes its history.
        announceCheckoutChange();
      },
      onError: (error) => toast.error(error.message || MESSAGES.payment.verifyFailed),
    });
  }, [sessionId, loading, userId, mutate, navigate, queryClient]);

  const goHome = () => void navigate(PATHS.home);
  const goPricing = () => void navigate(PATHS.pricing);
  const pricingButton = (
    <Button variant="outline" onClick={goPricing}>
      {t("checkout.viewPricing")}
    </Button>
  );

  let content;
  if (!sessionId || loading || (userId && (verify.isIdle || verify.isPending))) {
    content = (
      <div className="flex flex-col items-center gap-4" role="status">
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight">{t("checkout.verifying")}</h1>
      </div>
    );
  } else if (!userId) {
    // Signed out (e.g. the checkout finished in another browser): the webhook still credits the account.
    content = (
      <PaymentResultCard
        icon={CheckCircle2}
        title={translateMessage(MESSAGES.payment.completedTitle)}
        description={translateMessage(MESSAGES.payment.completedBody)}
      >
        {pricingButton}
      </PaymentResultCard>
    );
  } else if (verify.isError) {
    content = (
      <PaymentResultCard
        icon={XCircle}
        iconClassName="mb-2 size-12 text-destructive"
        title={t("checkout.verifyFailedTitle")}
        description={translateMessage(verify.error.message || MESSAGES.payment.verifyFailed)}
      >
        {pricingButton}
      </PaymentResultCard>
    );
  } else if (verify.data?.status === "paid") {
    content = (
      <PaymentResultCard
        icon={CheckCircle2}
        title={t("checkout.successTitle")}
        description={
          <>
            {t("checkout.addedBefore")}
            <span data-testid="credits-added">{verify.data.credits_added}</span>
            {t("checkout.added", { count: verify.data.credits_added })}
            <span data-testid="credits-balance">{verify.data.credits}</span>
            {t("checkout.balance", { count: verify.data.credits })}
          </>
        }
      >
        <Button onClick={goHome}>{t("checkout.startCreating")}</Button>
        {pricingButton}
      </PaymentResultCard>
    );
  } else {
    const open = verify.data?.status === "open";
    content = (
      <PaymentResultCard
        icon={open ? Clock : XCircle}
        iconClassName="mb-2 size-12 text-muted-foreground"
        title={t(open ? "checkout.pendingTitle" : "checkout.notCompletedTitle")}
        description={t(open ? "checkout.pendingBody" : "checkout.notCompletedBody")}
      >
        {pricingButton}
      </PaymentResultCard>
    );
  }

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {content}
    </div>
  );
}
