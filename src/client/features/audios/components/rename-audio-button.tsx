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
import { usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

/** Each field's texts: keys in the library's page catalogue. */
const TEXTS = {
  title: {
    button: "library.rename.button",
    label: "library.rename.label",
    heading: "library.rename.heading",
    description: "library.rename.description",
    field: "library.rename.field",
  },
  public_title: {
    button: "library.shopperName.button",
    label: "library.shopperName.label",
    heading: "library.shopperName.heading",
    description: "library.shopperName.description",
    field: "library.shopperName.field",
  },
} as const;

/**
 * Rename: the seller's own name replaces the link-derived title on the card (issue 14, item 11);
 * with `field="public_title"`, the name shoppers see instead (decision 092). `title` is the card's
 * title (the button's accessible name), `value` the name being edited (the title by default).
 */
export function RenameAudioButton({
  id,
  title,
  value = title,
  field = "title",
}: {
  id: string;
  title: string;
  value?: string;
  field?: "title" | "public_title";
}) {
  const t = usePageT(LIBRARY_PAGE);
  const keys = TEXTS[field];
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(value);
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
      { id, [field]: trimmed },
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
          setName(value);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t(keys.label, { title })}>
          <Pencil aria-hidden /> {t(keys.button)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t(keys.heading)}</DialogTitle>
        <DialogDescription>{t(keys.description)}</DialogDescription>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${field}-${id}`}>{t(keys.field)}</Label>
            <Input
              id={`${field}-${id}`}
              value={name}
              maxLength={AUDIO_NAME_MAX_LENGTH + 20}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${field}-${id}-error`, error)}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            <FieldError id={`${field}-${id}-error`} message={error} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("library.card.cancel")}
            </Button>
            <Button type="submit" aria-disabled={rename.isPending || undefined}>
              {rename.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} {t("library.card.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
