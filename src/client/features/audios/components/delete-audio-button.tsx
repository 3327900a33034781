import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { Button, buttonVariants } from "../../../components/ui/button";
import { useDeleteAudio } from "../api/delete-audio";
import { translateMessage, usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

/** Delete asks first, with the spec's confirmation text. */
export function DeleteAudioButton({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = usePageT(LIBRARY_PAGE);
  const remove = useDeleteAudio();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={t("library.card.deleteLabel", { title })}
        >
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{t("library.card.deleteTitle")}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {translateMessage(MESSAGES.library.confirmDelete)}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
              {t("library.card.cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: "destructive" })}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => toast.success(MESSAGES.library.deleted),
                  onError: () => toast.error(MESSAGES.library.deleteFailed),
                })
              }
            >
              {t("library.card.delete")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
