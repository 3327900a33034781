import { AlertDialog } from "radix-ui";
import { Download, Trash2, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { LIBRARY_BULK_MAX_IDS } from "../../../../shared/audios/library-limits";
import { MESSAGES } from "../../../../shared/messages";
import { Button, buttonVariants } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { downloadZip, useBulkDelete } from "../api/library-bulk";

const plural = (n: number) => `${n} ${n === 1 ? "audio" : "audios"}`;

type Props = {
  selected: readonly string[];
  onDone: () => void;
  /** Publish and Unpublish, from the publish feature (the page puts them here). */
  children?: ReactNode;
};

/** The table's actions on the selection: publish, unpublish, download as ZIP, delete (confirmed). */
export function LibraryTableActions({ selected, onDone, children }: Props) {
  const remove = useBulkDelete();
  const [zipping, setZipping] = useState(false);
  const none = selected.length === 0;
  const tooMany = selected.length > LIBRARY_BULK_MAX_IDS;
  const busy = remove.isPending || zipping;

  const zip = async () => {
    setZipping(true);
    try {
      await downloadZip(selected);
      toast.success(MESSAGES.library.downloadStarted);
    } catch {
      toast.error(MESSAGES.library.downloadFailed);
    } finally {
      setZipping(false);
    }
  };

  return (
    <div
      role="toolbar"
      aria-label="Actions on the selected audios"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border p-3"
    >
      <p className="mr-auto text-sm" aria-live="polite" data-testid="table-selected">
        {none
          ? "Select audios to act on them together."
          : tooMany
            ? `${plural(selected.length)} selected: select at most ${LIBRARY_BULK_MAX_IDS} at once.`
            : `${plural(selected.length)} selected`}
      </p>
      {none ? null : (
        <Button variant="ghost" size="sm" onClick={onDone}>
          <X aria-hidden /> Clear
        </Button>
      )}
      {children}
      <Button variant="outline" size="sm" disabled={none || tooMany || busy} onClick={() => void zip()}>
        <Download aria-hidden /> {zipping ? "Preparing ZIP…" : "Download ZIP"}
      </Button>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={none || tooMany || busy}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">Delete {plural(selected.length)}?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              {/* The spec's confirmation, verbatim, asked once for the whole selection. */}
              {MESSAGES.library.confirmDelete}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonVariants({ variant: "destructive" })}
                onClick={() =>
                  remove.mutate(selected, {
                    onSuccess: () => {
                      toast.success(MESSAGES.library.deleted);
                      onDone();
                    },
                    onError: () => toast.error(MESSAGES.library.deleteFailed),
                  })
                }
              >
                Delete
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
