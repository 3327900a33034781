import { Check, Loader2 } from "lucide-react";
import type { CreditPack } from "../../../../shared/catalog/pack-list";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useSpeechEngine } from "../../../lib/speech-engine";
import { useLocale, usePageT } from "../../../i18n/i18n";
import { formatPrice, formatPricePerCredit } from "../../../i18n/money";
import { PRICING_PAGE } from "../../../i18n/pages/pricing";

/** Each pack's description and support level, by pack id; CREDIT_PACKS keeps the English source. */
const PACK_TEXTS = {
  lite: { description: "pricing.liteDescription", support: "pricing.emailSupport" },
  plus: { description: "pricing.plusDescription", support: "pricing.prioritySupport" },
  max: { description: "pricing.maxDescription", support: "pricing.dedicatedSupport" },
} as const;

type PackCardProps = {
  pack: CreditPack;
  /** This pack's purchase is being started. */
  processing: boolean;
  disabled: boolean;
  onPurchase: () => void;
};

/** One credit pack: name, price, credits, description, features, Purchase Now (spec sections 2 and 3). */
export function PackCard({ pack, processing, disabled, onPurchase }: PackCardProps) {
  // "High quality audio" only with a neural engine (decision 088); the prerendered page says the embedded truth.
  const neuralVoices = useSpeechEngine().data?.natural ?? false;
  const t = usePageT(PRICING_PAGE);
  const locale = useLocale();
  const texts = PACK_TEXTS[pack.id];
  // The spec's features, in its order (packFeatures in shared/catalog/pack-list.ts says why "high quality").
  const features = [
    t("pricing.generations", { count: pack.credits }),
    t("pricing.allVoices"),
    t(neuralVoices ? "pricing.highQuality" : "pricing.clearMp3"),
    t(texts.support),
  ];
  return (
    <Card
      className={cn("relative flex flex-col", pack.popular && "border-primary shadow-lg md:-translate-y-2")}
      data-testid={`pack-${pack.id}`}
    >
      {pack.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{t("pricing.mostPopular")}</Badge>
      ) : null}
      <CardHeader>
        <h2 id={`pack-${pack.id}-name`} className="text-xl font-semibold leading-tight tracking-tight">
          {pack.name}
        </h2>
        <CardDescription>{t(texts.description)}</CardDescription>
        <p className="mt-4">
          <span className="text-4xl font-extrabold tracking-tight">{formatPrice(pack.priceCents, locale)}</span>
          <span className="ml-2 text-muted-foreground">{t("pricing.forCredits", { count: pack.credits })}</span>
        </p>
        <p className="text-sm text-muted-foreground" data-testid={`pack-${pack.id}-per-credit`}>
          {formatPricePerCredit(pack, locale, (price) => t("pricing.perCredit", { price }))}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 text-primary" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={pack.popular ? "default" : "outline"}
          disabled={disabled}
          aria-busy={processing}
          aria-describedby={`pack-${pack.id}-name`}
          onClick={onPurchase}
        >
          {processing ? (
            <>
              <Loader2 className="animate-spin" aria-hidden /> {t("pricing.processing")}
            </>
          ) : (
            t("pricing.purchase")
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}
