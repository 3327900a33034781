import { AlertDialog } from "radix-ui";
import { Download, Trash2, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { LIBRARY_BULK_MAX_IDS } from "../../../../shared/audios/library-limits";
import { MESSAGES } from "../../../../shared/messages";
import { Button, buttonVariants } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { downloadZip, useBulkDelete } from "../api/library-bulk";
import { translateMessage, usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

type Props = {
  selected: readonly string[];
  onDone: () => void;
  /** Publish and Unpublish, from the publish feature (the page puts them here). */
  children?: ReactNode;
};

/** The table's actions on the selection: publish, unpublish, download as ZIP, delete (confirmed). */
export function LibraryTableActions({ selected, onDone, children }: Props) {
  const t = usePageT(LIBRARY_PAGE);
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
      aria-label={t("library.selection.actions")}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border p-3"
    >
      <p className="mr-auto text-sm" aria-live="polite" data-testid="table-selected">
        {none
          ? t("library.selection.none")
          : tooMany
            ? t("library.selection.tooMany", { count: selected.length, max: LIBRARY_BULK_MAX_IDS })
            : t("library.selection.selected", { count: selected.length })}
      </p>
      {none ? null : (
        <Button variant="ghost" size="sm" onClick={onDone}>
          <X aria-hidden /> {t("library.selection.clear")}
        </Button>
      )}
      {children}
      <Button variant="outline" size="sm" disabled={none || tooMany || busy} onClick={() => void zip()}>
        <Download aria-hidden /> {zipping ? t("library.selection.zipping") : t("library.selection.zip")}
      </Button>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={none || tooMany || busy}
          >
            <Trash2 aria-hidden /> {t("library.selection.delete")}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">
              {t("library.selection.deleteTitle", { count: selected.length })}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              {/* The spec's confirmation, verbatim, asked once for the whole selection. */}
              {translateMessage(MESSAGES.library.confirmDelete)}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
                {t("library.card.cancel")}
              </AlertDialog.Cancel>
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
                {t("library.selection.delete")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
