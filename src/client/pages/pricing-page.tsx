import { Check } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { CREDIT_PACKS, formatUsd, packFeatures } from "../../shared/catalog/packs";
import { MESSAGES } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/ui/card";
import { useAuth } from "../features/auth/auth-context";
import { cn } from "../lib/cn";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";

export function PricingPage() {
  useDocumentTitle("Pricing");
  const { user } = useAuth();
  const navigate = useNavigate();

  const purchase = () => {
    if (!user) {
      toast.error(MESSAGES.payment.signUpRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
    }
  };

  return (
    <PageShell
      title="Choose Your Credit Package"
      lead="One credit turns one script into a finished audio. Pick the pack that fits your catalogue."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {CREDIT_PACKS.map((pack) => (
          <Card
            key={pack.id}
            className={cn("relative flex flex-col", pack.popular && "border-primary shadow-lg md:-translate-y-2")}
          >
            {pack.popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge> : null}
            <CardHeader>
              <CardTitle className="text-xl">{pack.name}</CardTitle>
              <CardDescription>{pack.description}</CardDescription>
              <p className="mt-4">
                <span className="text-4xl font-extrabold tracking-tight">{formatUsd(pack.priceCents)}</span>
                <span className="ml-2 text-muted-foreground">for {pack.credits} credits</span>
              </p>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="space-y-2 text-sm">
                {packFeatures(pack).map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check className="size-4 text-primary" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button className="w-full" variant={pack.popular ? "default" : "outline"} onClick={purchase}>
                Purchase Now
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <p className="mt-10 text-center text-sm text-muted-foreground">
        All purchases are one-time payments. Credits never expire.
      </p>
    </PageShell>
  );
}
