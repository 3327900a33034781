import { Loader2, Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { AUDIO_NAME_MAX_LENGTH } from "../../../../shared/audios/library-limits";
import { MESSAGES } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { describedBy, FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useRenameAudio } from "../api/rename-audio";

/** Rename: the seller's own name replaces the link-derived title on the card (issue 14, item 11). */
export function RenameAudioButton({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameAudio();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // The server checks the same rules (RenameAudioInputSchema); these spare a round trip.
    const problem = !trimmed
      ? MESSAGES.library.nameRequired
      : trimmed.length > AUDIO_NAME_MAX_LENGTH
        ? MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH)
        : null;
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    rename.mutate(
      { id, title: trimmed },
      {
        onSuccess: () => {
          toast.success(MESSAGES.library.renamed);
          setOpen(false);
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.status === 400 ? err.message : MESSAGES.library.renameFailed;
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(title);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Rename ${title}`}>
          <Pencil aria-hidden /> Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Rename audio</DialogTitle>
        <DialogDescription>The name shown on this audio's card in your library.</DialogDescription>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-2">
            <Label htmlFor={`rename-${id}`}>Audio name</Label>
            <Input
              id={`rename-${id}`}
              value={name}
              maxLength={AUDIO_NAME_MAX_LENGTH + 20}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`rename-${id}-error`, error)}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            <FieldError id={`rename-${id}-error`} message={error} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={rename.isPending || undefined}>
              {rename.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
