import { useState } from "react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import type { BatchItemView, BatchView } from "../../../../shared/batches/batch-schemas";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";
import { useEditBatchScript } from "../api/edit-batch-script";
import { BatchStatusBadge } from "./batch-status-badge";
import { translateMessage, usePageT } from "../../../i18n/i18n";
import { BATCHES_PAGE } from "../../../i18n/pages/batches";

/** Every item of a batch with its status and, when it failed, why; in review, its script to edit. */
export function BatchItemsTable({ batch }: { batch: BatchView }) {
  const t = usePageT(BATCHES_PAGE);
  const editable = batch.status === "review";
  return (
    <div className="overflow-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th className="p-2">{t("batches.items.row")}</th>
            <th className="p-2">{t("batches.items.product")}</th>
            <th className="p-2">{t("batches.items.status")}</th>
            <th className="p-2">{editable ? t("batches.items.script") : t("batches.items.details")}</th>
          </tr>
        </thead>
        <tbody>
          {batch.items.map((item) => (
            <tr key={item.id} className="border-t align-top" data-testid="batch-item-row">
              <td className="p-2 tabular-nums">{item.row}</td>
              <td className="max-w-xs p-2 [overflow-wrap:anywhere]">
                {item.title ? <span className="block font-medium">{item.title}</span> : null}
                {item.productLink ? (
                  <a
                    href={item.productLink}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {item.productLink}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{t("batches.items.fromDetails")}</span>
                )}
              </td>
              <td className="p-2">
                <BatchStatusBadge status={item.status} />
              </td>
              <td className="p-2">
                {editable && item.status === "needs_review" && item.script !== undefined ? (
                  <div className="space-y-2">
                    <p className="text-amber-700" data-testid="batch-item-held">
                      {item.error ? translateMessage(item.error) : null}
                    </p>
                    <ScriptEditor batchId={batch.id} item={item} />
                  </div>
                ) : editable && item.status === "scripted" && item.script !== undefined ? (
                  <ScriptEditor batchId={batch.id} item={item} />
                ) : item.status === "failed" || item.status === "needs_review" ? (
                  <span className="text-destructive">{item.error ? translateMessage(item.error) : null}</span>
                ) : item.status === "done" ? (
                  <Link to={PATHS.myAudios} className="text-primary underline-offset-4 hover:underline">
                    {t("batches.items.inLibrary")}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScriptEditor({ batchId, item }: { batchId: string; item: BatchItemView }) {
  const t = usePageT(BATCHES_PAGE);
  const [text, setText] = useState(item.script ?? "");
  const save = useEditBatchScript(batchId);
  const changed = text.trim() !== (item.script ?? "").trim();
  return (
    <div className="space-y-2">
      <Textarea
        aria-label={t("batches.items.scriptOf", { row: item.row })}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!changed || save.isPending}
        onClick={() =>
          save.mutate(
            { itemId: item.id, script: text },
            {
              onSuccess: () => toast.success(t("batches.items.saved")),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      >
        {t("batches.items.save")}
      </Button>
    </div>
  );
}
