import { Archive, Ban, Globe, Mic, RotateCcw } from "lucide-react";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useBatchAction, type BatchAction } from "../api/batch-actions";

function timeLeft(seconds: number): string {
  if (seconds < 60) return "less than a minute left";
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `about ${minutes} min left` : `about ${Math.round(minutes / 60)} h left`;
}

const STATUS_TEXT: Record<BatchView["status"], string> = {
  running: "Running",
  review: "Scripts ready for review",
  done: "Finished",
  cancelled: "Cancelled",
};

/** The batch's progress bar, its counts and time left, and what the seller can do with it. */
export function BatchProgress({ batch }: { batch: BatchView }) {
  const action = useBatchAction(batch.id);
  const settled = batch.done + batch.failed + batch.cancelled;
  const percent = batch.total ? Math.round((settled / batch.total) * 100) : 0;
  const run = (which: BatchAction, done: string) =>
    action.mutate(which, { onSuccess: () => toast.success(done), onError: (error) => toast.error(error.message) });
  return (
    <section aria-labelledby="batch-progress-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="batch-progress-heading" className="text-xl font-semibold">
          {STATUS_TEXT[batch.status]}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="batch-counts">
          {batch.done} made · {batch.failed} failed
          {batch.cancelled ? ` · ${batch.cancelled} cancelled` : ""} · {batch.total} in all
          {batch.etaSeconds !== null ? ` · ${timeLeft(batch.etaSeconds)}` : ""}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Batch progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-medium tabular-nums" data-testid="batch-percent">
        {percent} %
      </p>
      <div className="flex flex-wrap gap-2">
        {batch.status === "review" ? (
          <Button onClick={() => run("speak", "Speaking every script.")} disabled={action.isPending}>
            <Mic aria-hidden /> Speak all ({batch.scripted})
          </Button>
        ) : null}
        {batch.done > 0 ? (
          <Button asChild variant={batch.status === "done" ? "default" : "outline"}>
            <a href={`/api/batches/${batch.id}/archive`} download>
              <Archive aria-hidden /> Download ZIP
            </a>
          </Button>
        ) : null}
        {batch.publish ? (
          <p className="self-center text-sm text-muted-foreground" data-testid="batch-publishing">
            Every audio is published as it is made; the ZIP&apos;s manifest.csv carries the links.
          </p>
        ) : batch.status !== "cancelled" ? (
          <Button
            variant="outline"
            onClick={() => run("publish", "Publishing every audio of this batch.")}
            disabled={action.isPending}
          >
            <Globe aria-hidden /> Publish all
          </Button>
        ) : null}
        {batch.failed > 0 && batch.status !== "cancelled" ? (
          <Button
            variant="outline"
            onClick={() => run("retry", "Failed items queued again.")}
            disabled={action.isPending}
          >
            <RotateCcw aria-hidden /> Retry failed
          </Button>
        ) : null}
        {batch.status === "running" || batch.status === "review" ? (
          <Button variant="outline" onClick={() => run("cancel", "Batch cancelled.")} disabled={action.isPending}>
            <Ban aria-hidden /> Cancel
          </Button>
        ) : null}
      </div>
    </section>
  );
}
