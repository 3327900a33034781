import { Languages } from "lucide-react";
import { isLocale } from "../../shared/i18n/locales";
import { cn } from "../lib/cn";
import { saveAccountLocale } from "./account-locale";
import { saveLocale, setLocale, useLocale, useT } from "./i18n";
import { LocaleOptions } from "./locale-options";
import { goToLocaleUrl } from "./locale-url";

/**
 * The interface language (issue 28). Its name avoids the word "language", which the generator's audio-language field owns (tests and people find that field by it)., in the header and the footer: a native <select>, each
 * language in its own name and marked with its `lang` so a screen reader says it right.
 */
export function LanguageSwitch({ id, className }: { id: string; className?: string }) {
  const locale = useLocale();
  const t = useT();
  return (
    <label htmlFor={id} className={cn("inline-flex items-center gap-1 text-sm text-muted-foreground", className)}>
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{t("language.label")}</span>
      <select
        id={id}
        value={locale}
        className="rounded-md border bg-background px-1 py-1 text-sm text-foreground"
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          saveLocale(next);
          saveAccountLocale(next);
          // A prefixed page goes to its other language's URL; an English-path page changes in place.
          if (!goToLocaleUrl(next)) void setLocale(next);
        }}
      >
        <LocaleOptions />
      </select>
    </label>
  );
}
