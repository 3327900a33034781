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

/** The connected shop (issue 23): add a shop, verify it, put one script on it, and watch it stay in sync. */
export function ShopPage() {
  useDocumentTitle("Shop");
  const { user, loading } = useAuth();
  const sites = useSites(Boolean(user));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = sites.data ?? [];
  // A removed shop's id simply matches nothing any more: the first shop shows instead.
  const selected = list.find((site) => site.id === selectedId) ?? list[0];

  if (!loading && !user) return <SignInRequired reason="Sign in to connect your shop." />;
  return (
    <PageShell
      title="Shop"
      lead="Connect your shop once: every product page gets its player, and its audio is made again when the page changes."
    >
      <div className="mx-auto max-w-4xl space-y-8">
        <AddSiteForm onAdded={(site) => setSelectedId(site.id)} />
        {sites.isPending && user ? <Skeleton className="h-64 rounded-xl" /> : null}
        {list.length > 1 ? (
          <div role="group" aria-label="Your shops" className="flex flex-wrap gap-2">
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
