import { Search } from "lucide-react";
import { LIBRARY_SEARCH_MAX_LENGTH } from "../../../../shared/audios/library-limits";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** The library's search field: words found in a card's name, product, description, link or script. */
export function LibrarySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="mx-auto mb-8 max-w-md">
      <Label htmlFor="library-search" className="sr-only">
        Search your audios
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          id="library-search"
          type="search"
          placeholder="Search by name, product or script…"
          className="pl-9"
          maxLength={LIBRARY_SEARCH_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
