import { Trash2 } from "lucide-react";
import { LANGUAGES } from "../../../../shared/catalog/language-list";
import { PRONUNCIATION_MESSAGES, type Pronunciation } from "../../../../shared/pronunciations/pronunciation-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useDeletePronunciation } from "../api/delete-pronunciation";
import { ListenButton } from "./listen-button";
import { languageName, usePageT } from "../../../i18n/i18n";
import { PRONUNCIATIONS_PAGE } from "../../../i18n/pages/pronunciations";

/** The seller's entries: term, how it is said, its language, Listen and Delete. */
export function PronunciationList({ entries }: { entries: Pronunciation[] }) {
  const t = usePageT(PRONUNCIATIONS_PAGE);
  const remove = useDeletePronunciation();
  const languageOf = (code: string | null) => {
    if (code === null) return t("pronunciations.form.allLanguages");
    const language = LANGUAGES.find((l) => l.code === code);
    return language ? languageName(language.code, language.name) : code;
  };
  if (entries.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t("pronunciations.list.empty")}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-md border" aria-label={t("pronunciations.list.label")}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="pronunciation"
        >
          <div className="min-w-0">
            <p className="font-medium break-words">{entry.term}</p>
            <p className="text-sm text-muted-foreground break-words">
              {t("pronunciations.list.said", { sayAs: entry.sayAs, language: languageOf(entry.language) })}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <ListenButton id={entry.id} term={entry.term} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t("pronunciations.list.deleteLabel", { term: entry.term })}
              onClick={() =>
                remove.mutate(entry.id, {
                  onSuccess: () => toast.success(PRONUNCIATION_MESSAGES.deleted),
                  onError: () => toast.error(t("pronunciations.list.deleteFailed")),
                })
              }
            >
              <Trash2 aria-hidden />
              {t("pronunciations.list.delete")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
