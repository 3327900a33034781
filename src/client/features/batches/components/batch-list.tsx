import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { useFormats } from "../../../i18n/formats";
import { useBatchList } from "../api/list-batches";
import { usePageT } from "../../../i18n/i18n";
import { BATCHES_PAGE } from "../../../i18n/pages/batches";

/** A batch's status in the list, by its key (lower case, as the list always showed it). */
const STATUS = {
  running: "batches.listStatus.running",
  review: "batches.listStatus.review",
  done: "batches.listStatus.done",
  cancelled: "batches.listStatus.cancelled",
} as const;

/** The seller's earlier batches, newest first: leave a batch and come back to it here. */
export function BatchList({ enabled }: { enabled: boolean }) {
  const t = usePageT(BATCHES_PAGE);
  const formats = useFormats();
  const list = useBatchList(enabled);
  const batches = list.data?.batches ?? [];
  if (batches.length === 0) return null;
  return (
    <section aria-labelledby="batch-list-heading" className="space-y-3">
      <h2 id="batch-list-heading" className="text-xl font-semibold">
        {t("batches.list.heading")}
      </h2>
      <ul className="divide-y rounded-md border">
        {batches.map((batch) => (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link
              to={`${PATHS.batches}?batch=${batch.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {formats.dateTime(batch.createdAt)} · {t("batches.list.items", { count: batch.total })}
            </Link>
            <span className="text-muted-foreground">
              {t(STATUS[batch.status])} · {t("batches.list.made", { count: batch.done })}
              {batch.failed ? ` · ${t("batches.list.failed", { count: batch.failed })}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
