import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { DATE_TIME_FORMAT } from "../../../lib/format-date";
import { useBatchList } from "../api/list-batches";

/** The seller's earlier batches, newest first: leave a batch and come back to it here. */
export function BatchList({ enabled }: { enabled: boolean }) {
  const list = useBatchList(enabled);
  const batches = list.data?.batches ?? [];
  if (batches.length === 0) return null;
  return (
    <section aria-labelledby="batch-list-heading" className="space-y-3">
      <h2 id="batch-list-heading" className="text-xl font-semibold">
        Your batches
      </h2>
      <ul className="divide-y rounded-md border">
        {batches.map((batch) => (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link
              to={`${PATHS.batches}?batch=${batch.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {DATE_TIME_FORMAT.format(new Date(batch.createdAt))} · {batch.total}{" "}
              {batch.total === 1 ? "item" : "items"}
            </Link>
            <span className="text-muted-foreground">
              {batch.status} · {batch.done} made{batch.failed ? ` · ${batch.failed} failed` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
