import { Trash2 } from "lucide-react";
import type { SiteView } from "../../../../shared/sites/site-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useSiteActivity } from "../api/site-activity";
import { useDeleteSite } from "../api/site-mutations";
import { SiteReviews } from "./site-reviews";
import { SiteSettingsForm } from "./site-settings-form";
import { SiteSnippet } from "./site-snippet";
import { LogoField } from "../../../components/logo-field";
import { SiteSyncPanel } from "./site-sync-panel";
import { SiteVerification } from "./site-verification";
import { usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

/** One connected shop: verification until verified, then its snippet, products, reviews and settings. */
export function SitePanel({ site, appUrl }: { site: SiteView; appUrl: string }) {
  const t = usePageT(SHOP_PAGE);
  const live = useSiteActivity(site.id);
  const remove = useDeleteSite(site.id);
  const confirmRemove = () => {
    if (!window.confirm(t("shop.panel.confirmRemove", { origin: site.origin }))) return;
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t("shop.panel.removed", { origin: site.origin })),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <div className="space-y-6" data-testid="site-panel">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold break-all">{site.origin}</h2>
        <Badge variant={site.verified ? "secondary" : "outline"}>
          {site.verified ? t("shop.panel.verified") : t("shop.panel.notVerified")}
        </Badge>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={confirmRemove} disabled={remove.isPending}>
          <Trash2 aria-hidden /> {t("shop.panel.remove")}
        </Button>
      </div>
      {site.verified ? null : <SiteVerification site={site} />}
      <SiteSnippet siteId={site.id} appUrl={appUrl} />
      <LogoField owner={{ kind: "site", id: site.id }} />
      {site.verified ? (
        <>
          <SiteReviews siteId={site.id} reviews={live.reviews.data ?? []} />
          <SiteSyncPanel site={site} products={live.products.data ?? []} syncs={live.syncs.data ?? []} />
        </>
      ) : null}
      <SiteSettingsForm key={site.id} site={site} />
    </div>
  );
}
