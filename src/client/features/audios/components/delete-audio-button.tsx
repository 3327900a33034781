import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { Button, buttonVariants } from "../../../components/ui/button";
import { useDeleteAudio } from "../api/delete-audio";

/** Delete asks first, with the spec's confirmation text. */
export function DeleteAudioButton({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const remove = useDeleteAudio();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={`Delete ${title}`}
        >
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">Delete audio?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {MESSAGES.library.confirmDelete}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: "destructive" })}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => toast.success(MESSAGES.library.deleted),
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
  );
}
