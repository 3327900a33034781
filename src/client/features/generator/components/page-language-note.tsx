import { languageDisplayName } from "../../../../shared/catalog/language-list";
import type { LanguageCode } from "../../../../shared/catalog/language-list";

export const PAGE_LANGUAGE_NOTE_ID = "page-language-note";

/** Shown when the chosen language is not the product page's (decision 094): what will happen, plainly. */
export function PageLanguageNote({
  pageLanguage,
  language,
}: {
  pageLanguage: LanguageCode | null;
  language: LanguageCode;
}) {
  if (!pageLanguage || pageLanguage === language) return null;
  return (
    <p
      id={PAGE_LANGUAGE_NOTE_ID}
      role="status"
      className="text-xs text-muted-foreground"
      data-testid="page-language-note"
    >
      The product page is in {languageDisplayName(pageLanguage)}. Your script will be written in{" "}
      {languageDisplayName(language)}.
    </p>
  );
}
