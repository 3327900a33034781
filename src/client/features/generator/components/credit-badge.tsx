import { useT } from "../../../i18n/i18n";
import { Coins } from "lucide-react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";

export function CreditBadge({ credits, loading }: { credits: number | undefined; loading: boolean }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/50 px-4 py-3">
      <Badge variant="secondary" className="gap-1.5 px-3 py-1 text-sm" data-testid="credit-badge">
        <Coins className="size-4" aria-hidden />
        {loading || credits === undefined ? t("generator.creditsLoading") : t("generator.credits", { count: credits })}
      </Badge>
      <Button asChild size="sm" variant="outline">
        <Link to={PATHS.pricing}>{t("generator.buyMore")}</Link>
      </Button>
    </div>
  );
}
