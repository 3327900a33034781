import { Loader2, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LANGUAGES, type LanguageCode } from "../../../../shared/catalog/language-list";
import {
  PRONUNCIATION_SAY_AS_MAX_LENGTH,
  PRONUNCIATION_TERM_MAX_LENGTH,
} from "../../../../shared/pronunciations/pronunciation-limits";
import { PRONUNCIATION_MESSAGES } from "../../../../shared/pronunciations/pronunciation-schemas";
import { Button } from "../../../components/ui/button";
import { describedBy, FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useCreatePronunciation } from "../api/create-pronunciation";
import { languageName, usePageT } from "../../../i18n/i18n";
import { PRONUNCIATIONS_PAGE } from "../../../i18n/pages/pronunciations";

const ALL = "all";

/** Term, how to say it, and the language it applies to (or all). */
export function PronunciationForm() {
  const t = usePageT(PRONUNCIATIONS_PAGE);
  const create = useCreatePronunciation();
  const [term, setTerm] = useState("");
  const [sayAs, setSayAs] = useState("");
  const [language, setLanguage] = useState<LanguageCode | typeof ALL>(ALL);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!term.trim()) return setError(PRONUNCIATION_MESSAGES.termRequired);
    if (!sayAs.trim()) return setError(PRONUNCIATION_MESSAGES.sayAsRequired);
    setError(null);
    create.mutate(
      { term, sayAs, language: language === ALL ? null : language },
      {
        onSuccess: () => {
          toast.success(PRONUNCIATION_MESSAGES.added);
          setTerm("");
          setSayAs("");
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.message ? err.message : t("pronunciations.form.saveFailed");
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-end" onSubmit={submit} noValidate>
      <div className="space-y-2">
        <Label htmlFor="pronunciation-term">{t("pronunciations.form.term")}</Label>
        <Input
          id="pronunciation-term"
          placeholder="DJUNGELSKOG"
          maxLength={PRONUNCIATION_TERM_MAX_LENGTH}
          value={term}
          aria-describedby={describedBy("pronunciation-error", error)}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="pronunciation-say-as">{t("pronunciations.form.sayAs")}</Label>
        <Input
          id="pronunciation-say-as"
          placeholder="YUNG-el-skog"
          maxLength={PRONUNCIATION_SAY_AS_MAX_LENGTH}
          value={sayAs}
          onChange={(e) => setSayAs(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="pronunciation-language">{t("pronunciations.form.language")}</Label>
        <NativeSelect
          id="pronunciation-language"
          value={language}
          onChange={(e) => setLanguage(e.target.value as LanguageCode | typeof ALL)}
        >
          <option value={ALL}>{t("pronunciations.form.allLanguages")}</option>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {languageName(l.code, l.name)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" aria-disabled={create.isPending || undefined}>
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {t("pronunciations.form.add")}
      </Button>
      <div className="sm:col-span-4">
        <FieldError id="pronunciation-error" message={error} />
      </div>
    </form>
  );
}
