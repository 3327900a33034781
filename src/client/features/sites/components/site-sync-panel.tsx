import { RefreshCw } from "lucide-react";
import type { SiteProductView, SiteSyncView, SiteView } from "../../../../shared/sites/site-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DATE_TIME_FORMAT } from "../../../lib/format-date";
import { toast } from "../../../lib/toast";
import { useStartSync } from "../api/site-activity";

const STATUS_LABEL: Record<SiteProductView["status"], string> = {
  new: "New",
  live: "Live",
  changed: "Changed – awaiting review",
  review: "New – awaiting review",
  stale: "Stale",
  failed: "Failed",
  removed: "Removed",
};

const COUNT_LABELS: Array<[keyof SiteSyncView["counts"], string]> = [
  ["checked", "checked"],
  ["new", "new"],
  ["changed", "changed"],
  ["unchanged", "unchanged"],
  ["removed", "removed"],
  ["failed", "failed"],
  ["credits_spent", "credits spent"],
];

export function syncCounts(sync: SiteSyncView): string {
  return COUNT_LABELS.map(([key, label]) => `${sync.counts[key]} ${label}`).join(" · ");
}

/** "Sync now", the last sync's counts, every product with its status, and the history of syncs. */
export function SiteSyncPanel({
  site,
  products,
  syncs,
}: {
  site: SiteView;
  products: readonly SiteProductView[];
  syncs: readonly SiteSyncView[];
}) {
  const start = useStartSync(site.id);
  const last = syncs[0] ?? site.lastSync;
  const running = last?.status === "running";
  const sync = () =>
    start.mutate(undefined, {
      onSuccess: () => toast.success("Sync started."),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section aria-labelledby={`sync-${site.id}`} className="space-y-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`sync-${site.id}`} className="text-lg font-semibold">
          Products
        </h3>
        <Button onClick={sync} disabled={start.isPending || running || !site.verified}>
          <RefreshCw aria-hidden className={running ? "animate-spin" : undefined} /> {running ? "Syncing…" : "Sync now"}
        </Button>
      </div>
      <p className="text-sm" data-testid="site-last-sync">
        {last
          ? `Last sync (${last.status}): ${syncCounts(last)}${last.error ? ` — ${last.error}` : ""}`
          : "Not synced yet."}
      </p>
      {products.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-muted-foreground">
                <th className="py-1 pr-3 font-medium">Product page</th>
                <th className="py-1 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} className="border-t align-top" data-testid="site-product">
                  <td className="py-2 pr-3 break-all">
                    <a
                      href={product.url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="hover:underline"
                    >
                      {product.name ?? product.url}
                    </a>
                  </td>
                  <td className="py-2">
                    <Badge variant={product.status === "live" ? "secondary" : "outline"}>
                      {STATUS_LABEL[product.status]}
                    </Badge>
                    {product.status === "failed" && product.error ? (
                      <p className="mt-1 text-xs text-destructive">{product.error}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {syncs.length ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium">Sync history ({syncs.length})</summary>
          <ul className="mt-2 space-y-1 text-sm" aria-label="Sync history">
            {syncs.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.startedAt}>{DATE_TIME_FORMAT.format(new Date(entry.startedAt))}</time> ·{" "}
                {entry.trigger === "schedule" ? "scheduled" : "by hand"} · {entry.status} · {syncCounts(entry)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
