import { RefreshCw } from "lucide-react";
import type { SiteProductView, SiteSyncView, SiteView } from "../../../../shared/sites/site-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useFormats } from "../../../i18n/formats";
import { toast } from "../../../lib/toast";
import { useStartSync } from "../api/site-activity";
import { translateMessage, usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

type Translate = ReturnType<typeof usePageT>;

/** Labels by status and count: keys in the shop page catalogue. */
const STATUS_LABEL: Record<SiteProductView["status"], string> = {
  new: "shop.productStatus.new",
  live: "shop.productStatus.live",
  changed: "shop.productStatus.changed",
  review: "shop.productStatus.review",
  stale: "shop.productStatus.stale",
  failed: "shop.productStatus.failed",
  removed: "shop.productStatus.removed",
};

const SYNC_STATUS: Record<SiteSyncView["status"], string> = {
  running: "shop.syncStatus.running",
  done: "shop.syncStatus.done",
  paused: "shop.syncStatus.paused",
  failed: "shop.syncStatus.failed",
};

const COUNT_LABELS: Array<[keyof SiteSyncView["counts"], string]> = [
  ["checked", "shop.counts.checked"],
  ["new", "shop.counts.new"],
  ["changed", "shop.counts.changed"],
  ["unchanged", "shop.counts.unchanged"],
  ["removed", "shop.counts.removed"],
  ["failed", "shop.counts.failed"],
  ["credits_spent", "shop.counts.credits_spent"],
];

export function syncCounts(sync: SiteSyncView, t: Translate): string {
  return COUNT_LABELS.map(([key, label]) => t(label, { count: sync.counts[key] })).join(" · ");
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
  const t = usePageT(SHOP_PAGE);
  const formats = useFormats();
  const start = useStartSync(site.id);
  const last = syncs[0] ?? site.lastSync;
  const running = last?.status === "running";
  const sync = () =>
    start.mutate(undefined, {
      onSuccess: () => toast.success(t("shop.sync.started")),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section aria-labelledby={`sync-${site.id}`} className="space-y-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`sync-${site.id}`} className="text-lg font-semibold">
          {t("shop.sync.heading")}
        </h3>
        <Button onClick={sync} disabled={start.isPending || running || !site.verified}>
          <RefreshCw aria-hidden className={running ? "animate-spin" : undefined} />{" "}
          {running ? t("shop.sync.syncing") : t("shop.sync.now")}
        </Button>
      </div>
      <p className="text-sm" data-testid="site-last-sync">
        {last
          ? `${t("shop.sync.last", { status: t(SYNC_STATUS[last.status]), counts: syncCounts(last, t) })}${last.error ? ` — ${translateMessage(last.error)}` : ""}`
          : t("shop.sync.never")}
      </p>
      {products.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-muted-foreground">
                <th className="py-1 pr-3 font-medium">{t("shop.sync.page")}</th>
                <th className="py-1 font-medium">{t("shop.sync.status")}</th>
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
                      {t(STATUS_LABEL[product.status])}
                    </Badge>
                    {product.status === "failed" && product.error ? (
                      <p className="mt-1 text-xs text-destructive">{translateMessage(product.error)}</p>
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
          <summary className="cursor-pointer text-sm font-medium">
            {t("shop.sync.history", { count: syncs.length })}
          </summary>
          <ul className="mt-2 space-y-1 text-sm" aria-label={t("shop.sync.historyLabel")}>
            {syncs.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.startedAt}>{formats.dateTime(entry.startedAt)}</time> ·{" "}
                {entry.trigger === "schedule" ? t("shop.sync.scheduled") : t("shop.sync.byHand")} ·{" "}
                {t(SYNC_STATUS[entry.status])} · {syncCounts(entry, t)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
