import { useMemo, useState, type ReactNode } from "react";
import type { AudioView } from "../../../../shared/audios/audio-schemas";
import { languageDisplayName } from "../../../../shared/catalog/language-list";
import { Badge } from "../../../components/ui/badge";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { DATE_TIME_FORMAT } from "../../../lib/format-date";
import { filterAudios, filterChoices, GENERATOR_BATCH, NO_FILTERS, type LibraryFilters } from "../library-filters";
import { LibraryTableActions } from "./library-table-actions";

const batchLabel = (id: string) => `Batch ${id.slice(0, 8)}`;

/**
 * My Audios as a table, for a library at catalogue scale (issue 25): filters, then select many
 * and publish, unpublish, download as ZIP or delete them together. The search above the page
 * (title, product name, …) narrows the list the table receives.
 */
export function LibraryTable({
  audios,
  publishButtons,
}: {
  audios: readonly AudioView[];
  /** Publish and Unpublish for the selection (the publish feature's, composed by the page). */
  publishButtons?: (selected: readonly string[], clear: () => void) => ReactNode;
}) {
  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const choices = useMemo(() => filterChoices(audios), [audios]);
  const shown = useMemo(() => filterAudios(audios, filters), [audios, filters]);
  // A selection only ever holds what is on screen: a filter change drops what it hides.
  const visible = selected.filter((id) => shown.some((audio) => audio.id === id));
  const allChecked = shown.length > 0 && visible.length === shown.length;
  const set = (patch: Partial<LibraryFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  return (
    <div data-testid="library-table">
      <fieldset className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <legend className="sr-only">Filters</legend>
        <div className="space-y-1">
          <Label htmlFor="filter-language">Language</Label>
          <NativeSelect
            id="filter-language"
            value={filters.language}
            onChange={(e) => set({ language: e.target.value })}
          >
            <option value="">All languages</option>
            {choices.languages.map((code) => (
              <option key={code} value={code}>
                {languageDisplayName(code)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-batch">Batch</Label>
          <NativeSelect id="filter-batch" value={filters.batch} onChange={(e) => set({ batch: e.target.value })}>
            <option value="">All</option>
            {choices.hasGenerator ? <option value={GENERATOR_BATCH}>Made in the generator</option> : null}
            {choices.batches.map((id) => (
              <option key={id} value={id}>
                {batchLabel(id)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-published">Published</Label>
          <NativeSelect
            id="filter-published"
            value={filters.published}
            onChange={(e) => set({ published: e.target.value as LibraryFilters["published"] })}
          >
            <option value="">All</option>
            <option value="yes">Published</option>
            <option value="no">Not published</option>
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-from">From</Label>
          <Input id="filter-from" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-to">To</Label>
          <Input id="filter-to" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </fieldset>
      <LibraryTableActions selected={visible} onDone={() => setSelected([])}>
        {publishButtons?.(visible, () => setSelected([]))}
      </LibraryTableActions>
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {shown.length === audios.length
          ? `${audios.length} ${audios.length === 1 ? "audio" : "audios"}`
          : `${shown.length} of ${audios.length} audios match the filters`}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="w-10 p-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label="Select all shown audios"
                  checked={allChecked}
                  onChange={(e) => setSelected(e.target.checked ? shown.map((a) => a.id) : [])}
                />
              </th>
              <th scope="col" className="p-2">
                Title
              </th>
              <th scope="col" className="hidden p-2 sm:table-cell">
                Language
              </th>
              <th scope="col" className="hidden p-2 md:table-cell">
                Batch
              </th>
              <th scope="col" className="p-2">
                Published
              </th>
              <th scope="col" className="hidden p-2 md:table-cell">
                Created
              </th>
              <th scope="col" className="hidden p-2 text-right sm:table-cell">
                Plays
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((audio) => (
              <tr key={audio.id} className="border-t align-top" data-testid="library-row">
                <td className="p-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label={`Select “${audio.title}”`}
                    checked={visible.includes(audio.id)}
                    onChange={(e) => toggle(audio.id, e.target.checked)}
                  />
                </td>
                <td className="p-2 [overflow-wrap:anywhere]">
                  <span className="font-medium">{audio.title}</span>
                  {audio.product_name && audio.product_name !== audio.title ? (
                    <span className="block text-xs text-muted-foreground">{audio.product_name}</span>
                  ) : null}
                </td>
                <td className="hidden p-2 sm:table-cell">{languageDisplayName(audio.language)}</td>
                <td className="hidden p-2 md:table-cell">{audio.batch_id ? batchLabel(audio.batch_id) : "—"}</td>
                <td className="p-2">
                  <Badge variant={audio.published ? "default" : "outline"}>
                    {audio.published ? "Published" : "Not published"}
                  </Badge>
                </td>
                <td className="hidden whitespace-nowrap p-2 md:table-cell">
                  {DATE_TIME_FORMAT.format(new Date(audio.created_at))}
                </td>
                <td className="hidden p-2 text-right tabular-nums sm:table-cell">{audio.plays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
