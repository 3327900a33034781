import { Loader2, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../components/ui/card";
import { useAuth } from "../lib/account/auth-context";
import { TestCheckoutCard } from "../features/payments/components/test-checkout-card";
import { useDocumentTitle } from "../lib/use-document-title";
import { usePageT } from "../i18n/i18n";
import { CHECKOUT_PAGE } from "../i18n/pages/checkout";

/** /checkout?session=<id>: the built-in test checkout, for the signed-in seller who started it. */
export function CheckoutPage() {
  const t = usePageT(CHECKOUT_PAGE);
  useDocumentTitle(t("checkout.documentTitle"));
  const [params] = useSearchParams();
  const sessionId = params.get("session");
  const { user, loading } = useAuth();
  const navigate = useNavigate();

  let content;
  if (!sessionId) {
    content = (
      <Notice title={t("checkout.notFoundTitle")} body={t("checkout.notFoundBody")}>
        <Button onClick={() => void navigate(PATHS.pricing)}>{t("checkout.viewPricing")}</Button>
      </Notice>
    );
  } else if (loading) {
    content = <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-label={t("checkout.loading")} />;
  } else if (!user) {
    content = (
      <Notice title={t("checkout.signInTitle")} body={t("checkout.signInBody")}>
        <Button onClick={() => void navigate(PATHS.auth, { state: { isSignUp: false } })}>
          {t("checkout.signIn")}
        </Button>
      </Notice>
    );
  } else {
    content = <TestCheckoutCard sessionId={sessionId} />;
  }

  return <div className="mx-auto flex min-h-[60vh] max-w-lg items-center px-4 py-16">{content}</div>;
}

function Notice({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Card className="w-full text-center">
      <CardHeader className="items-center">
        <Lock className="mb-2 size-8 text-primary" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <CardDescription>{body}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
