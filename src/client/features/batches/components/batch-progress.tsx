import { Archive, Ban, Globe, Mic, RotateCcw } from "lucide-react";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useBatchAction, type BatchAction } from "../api/batch-actions";
import { usePageT } from "../../../i18n/i18n";
import { BATCHES_PAGE } from "../../../i18n/pages/batches";

type Translate = ReturnType<typeof usePageT>;

function timeLeft(t: Translate, seconds: number): string {
  if (seconds < 60) return t("batches.progress.lessThanMinute");
  const minutes = Math.round(seconds / 60);
  return minutes < 90
    ? t("batches.progress.minutes", { count: minutes })
    : t("batches.progress.hours", { count: Math.round(minutes / 60) });
}

/** The heading per batch status: keys in the batches page catalogue. */
const STATUS_TEXT: Record<BatchView["status"], string> = {
  running: "batches.status.running",
  review: "batches.status.review",
  done: "batches.status.done",
  cancelled: "batches.status.cancelled",
};

/** The batch's progress bar, its counts and time left, and what the seller can do with it. */
export function BatchProgress({ batch }: { batch: BatchView }) {
  const t = usePageT(BATCHES_PAGE);
  const action = useBatchAction(batch.id);
  const settled = batch.done + batch.failed + batch.cancelled;
  const percent = batch.total ? Math.round((settled / batch.total) * 100) : 0;
  const run = (which: BatchAction, done: string) =>
    action.mutate(which, { onSuccess: () => toast.success(done), onError: (error) => toast.error(error.message) });
  return (
    <section aria-labelledby="batch-progress-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="batch-progress-heading" className="text-xl font-semibold">
          {t(STATUS_TEXT[batch.status])}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="batch-counts">
          {t("batches.progress.made", { count: batch.done })} · {t("batches.progress.failed", { count: batch.failed })}
          {batch.cancelled ? ` · ${t("batches.progress.cancelled", { count: batch.cancelled })}` : ""} ·{" "}
          {t("batches.progress.total", { count: batch.total })}
          {batch.etaSeconds !== null ? ` · ${timeLeft(t, batch.etaSeconds)}` : ""}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("batches.progress.label")}
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
          <Button onClick={() => run("speak", t("batches.progress.speaking"))} disabled={action.isPending}>
            <Mic aria-hidden /> {t("batches.progress.speakAll", { count: batch.scripted })}
          </Button>
        ) : null}
        {batch.done > 0 ? (
          <Button asChild variant={batch.status === "done" ? "default" : "outline"}>
            <a href={`/api/batches/${batch.id}/archive`} download>
              <Archive aria-hidden /> {t("batches.progress.zip")}
            </a>
          </Button>
        ) : null}
        {batch.publish ? (
          <p className="self-center text-sm text-muted-foreground" data-testid="batch-publishing">
            {t("batches.progress.publishing")}
          </p>
        ) : batch.status !== "cancelled" ? (
          <Button
            variant="outline"
            onClick={() => run("publish", t("batches.progress.publishStarted"))}
            disabled={action.isPending}
          >
            <Globe aria-hidden /> {t("batches.progress.publishAll")}
          </Button>
        ) : null}
        {batch.failed > 0 && batch.status !== "cancelled" ? (
          <Button
            variant="outline"
            onClick={() => run("retry", t("batches.progress.retried"))}
            disabled={action.isPending}
          >
            <RotateCcw aria-hidden /> {t("batches.progress.retry")}
          </Button>
        ) : null}
        {batch.status === "running" || batch.status === "review" ? (
          <Button
            variant="outline"
            onClick={() => run("cancel", t("batches.progress.cancelledToast"))}
            disabled={action.isPending}
          >
            <Ban aria-hidden /> {t("batches.progress.cancel")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
