import { useState } from "react";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { SignInRequired } from "../components/sign-in-required";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { useSites } from "../features/sites/api/list-sites";
import { AddSiteForm } from "../features/sites/components/add-site-form";
import { SitePanel } from "../features/sites/components/site-panel";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { SHOP_PAGE } from "../i18n/pages/shop";

/** The connected shop (issue 23): add a shop, verify it, put one script on it, and watch it stay in sync. */
export function ShopPage() {
  const t = usePageT(SHOP_PAGE);
  useDocumentTitle(t("shop.title"));
  const { user, loading } = useAuth();
  const sites = useSites(Boolean(user));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = sites.data ?? [];
  // A removed shop's id simply matches nothing any more: the first shop shows instead.
  const selected = list.find((site) => site.id === selectedId) ?? list[0];

  if (!loading && !user) return <SignInRequired reason={t("shop.signIn")} />;
  return (
    <PageShell title={t("shop.title")} lead={t("shop.lead")}>
      <div className="mx-auto max-w-4xl space-y-8">
        <AddSiteForm onAdded={(site) => setSelectedId(site.id)} />
        {sites.isPending && user ? <Skeleton className="h-64 rounded-xl" /> : null}
        {list.length > 1 ? (
          <div role="group" aria-label={t("shop.yourShops")} className="flex flex-wrap gap-2">
            {list.map((site) => (
              <Button
                key={site.id}
                variant={site.id === selected?.id ? "default" : "outline"}
                size="sm"
                aria-pressed={site.id === selected?.id}
                onClick={() => setSelectedId(site.id)}
              >
                {site.origin}
              </Button>
            ))}
          </div>
        ) : null}
        {selected ? <SitePanel key={selected.id} site={selected} appUrl={window.location.origin} /> : null}
      </div>
    </PageShell>
  );
}
