import { useState } from "react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import type { BatchItemView, BatchView } from "../../../../shared/batches/batch-schemas";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";
import { useEditBatchScript } from "../api/edit-batch-script";
import { BatchStatusBadge } from "./batch-status-badge";

/** Every item of a batch with its status and, when it failed, why; in review, its script to edit. */
export function BatchItemsTable({ batch }: { batch: BatchView }) {
  const editable = batch.status === "review";
  return (
    <div className="overflow-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th className="p-2">Row</th>
            <th className="p-2">Product</th>
            <th className="p-2">Status</th>
            <th className="p-2">{editable ? "Script" : "Details"}</th>
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
                  <span className="text-muted-foreground">From details</span>
                )}
              </td>
              <td className="p-2">
                <BatchStatusBadge status={item.status} />
              </td>
              <td className="p-2">
                {editable && item.status === "needs_review" && item.script !== undefined ? (
                  <div className="space-y-2">
                    <p className="text-amber-700" data-testid="batch-item-held">
                      {item.error}
                    </p>
                    <ScriptEditor batchId={batch.id} item={item} />
                  </div>
                ) : editable && item.status === "scripted" && item.script !== undefined ? (
                  <ScriptEditor batchId={batch.id} item={item} />
                ) : item.status === "failed" || item.status === "needs_review" ? (
                  <span className="text-destructive">{item.error}</span>
                ) : item.status === "done" ? (
                  <Link to={PATHS.myAudios} className="text-primary underline-offset-4 hover:underline">
                    In My Audios
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
  const [text, setText] = useState(item.script ?? "");
  const save = useEditBatchScript(batchId);
  const changed = text.trim() !== (item.script ?? "").trim();
  return (
    <div className="space-y-2">
      <Textarea
        aria-label={`Script of row ${item.row}`}
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
            { onSuccess: () => toast.success("Script saved."), onError: (error) => toast.error(error.message) },
          )
        }
      >
        Save script
      </Button>
    </div>
  );
}
