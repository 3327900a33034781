import type { BatchItemStatus } from "../../../../shared/batches/batch-limits";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";

const LABELS: Record<BatchItemStatus, string> = {
  queued: "Queued",
  fetching: "Fetching",
  writing: "Writing",
  scripted: "Script ready",
  needs_review: "Needs review",
  speaking: "Speaking",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

export function BatchStatusBadge({ status }: { status: BatchItemStatus }) {
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
      {LABELS[status]}
    </Badge>
  );
}
