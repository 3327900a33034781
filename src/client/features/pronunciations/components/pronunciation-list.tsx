import { Trash2 } from "lucide-react";
import { LANGUAGES } from "../../../../shared/catalog/language-list";
import { PRONUNCIATION_MESSAGES, type Pronunciation } from "../../../../shared/pronunciations/pronunciation-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useDeletePronunciation } from "../api/delete-pronunciation";
import { ListenButton } from "./listen-button";

const languageName = (code: string | null) =>
  code === null ? "All languages" : (LANGUAGES.find((l) => l.code === code)?.name ?? code);

/** The seller's entries: term, how it is said, its language, Listen and Delete. */
export function PronunciationList({ entries }: { entries: Pronunciation[] }) {
  const remove = useDeletePronunciation();
  if (entries.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        No pronunciations yet. Add a brand name, a model number or an abbreviation above.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-md border" aria-label="Your pronunciations">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="pronunciation"
        >
          <div className="min-w-0">
            <p className="font-medium break-words">{entry.term}</p>
            <p className="text-sm text-muted-foreground break-words">
              said “{entry.sayAs}” · {languageName(entry.language)}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <ListenButton id={entry.id} term={entry.term} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Delete ${entry.term}`}
              onClick={() =>
                remove.mutate(entry.id, {
                  onSuccess: () => toast.success(PRONUNCIATION_MESSAGES.deleted),
                  onError: () => toast.error("Could not delete the pronunciation."),
                })
              }
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
