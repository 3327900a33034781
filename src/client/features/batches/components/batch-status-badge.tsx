import type { BatchItemStatus } from "../../../../shared/batches/batch-limits";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { usePageT } from "../../../i18n/i18n";
import { BATCHES_PAGE } from "../../../i18n/pages/batches";

/** Each status's label: keys in the batches page catalogue. */
const LABELS: Record<BatchItemStatus, string> = {
  queued: "batches.itemStatus.queued",
  fetching: "batches.itemStatus.fetching",
  writing: "batches.itemStatus.writing",
  scripted: "batches.itemStatus.scripted",
  needs_review: "batches.itemStatus.needs_review",
  speaking: "batches.itemStatus.speaking",
  done: "batches.itemStatus.done",
  failed: "batches.itemStatus.failed",
  cancelled: "batches.itemStatus.cancelled",
};

export function BatchStatusBadge({ status }: { status: BatchItemStatus }) {
  const t = usePageT(BATCHES_PAGE);
  return (
    <Badge
      variant={
        status === "done" ? "default" : status === "failed" || status === "needs_review" ? "outline" : "secondary"
      }
      className={cn(
        status === "failed" && "border-destructive text-destructive",
        status === "needs_review" && "border-amber-600 text-amber-700",
      )}
    >
      {t(LABELS[status])}
    </Badge>
  );
}
