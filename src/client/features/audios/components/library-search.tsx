import { Search } from "lucide-react";
import { LIBRARY_SEARCH_MAX_LENGTH } from "../../../../shared/audios/library-limits";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

/** The library's search field: words found in a card's name, product, description, link or script. */
export function LibrarySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = usePageT(LIBRARY_PAGE);
  return (
    <div role="search" className="mx-auto mb-8 max-w-md">
      <Label htmlFor="library-search" className="sr-only">
        {t("library.searchLabel")}
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          id="library-search"
          type="search"
          placeholder={t("library.searchPlaceholder")}
          className="pl-9"
          maxLength={LIBRARY_SEARCH_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
