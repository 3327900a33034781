import { Loader2, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../components/ui/card";
import { useAuth } from "../lib/account/auth-context";
import { TestCheckoutCard } from "../features/payments/components/test-checkout-card";
import { useDocumentTitle } from "../lib/use-document-title";

/** /checkout?session=<id>: the built-in test checkout, for the signed-in seller who started it. */
export function CheckoutPage() {
  useDocumentTitle("Checkout");
  const [params] = useSearchParams();
  const sessionId = params.get("session");
  const { user, loading } = useAuth();
  const navigate = useNavigate();

  let content;
  if (!sessionId) {
    content = (
      <Notice title="Checkout not found" body="This checkout link is incomplete. Please start your purchase again.">
        <Button onClick={() => void navigate(PATHS.pricing)}>View Pricing</Button>
      </Notice>
    );
  } else if (loading) {
    content = <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-label="Loading" />;
  } else if (!user) {
    content = (
      <Notice title="Sign In Required" body="Sign in with the account that started this purchase to complete it.">
        <Button onClick={() => void navigate(PATHS.auth, { state: { isSignUp: false } })}>Sign In</Button>
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
