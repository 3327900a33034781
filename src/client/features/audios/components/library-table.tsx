import { useMemo, useState, type ReactNode } from "react";
import type { AudioView } from "../../../../shared/audios/audio-schemas";
import { languageDisplayName } from "../../../../shared/catalog/language-list";
import { Badge } from "../../../components/ui/badge";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { useFormats } from "../../../i18n/formats";
import { languageName, usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";
import { filterAudios, filterChoices, GENERATOR_BATCH, NO_FILTERS, type LibraryFilters } from "../library-filters";
import { LibraryTableActions } from "./library-table-actions";

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
  const t = usePageT(LIBRARY_PAGE);
  const formats = useFormats();
  const batchLabel = (id: string) => t("library.card.batch", { id: id.slice(0, 8) });
  const language = (code: string) => languageName(code, languageDisplayName(code));
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
        <legend className="sr-only">{t("library.filters.legend")}</legend>
        <div className="space-y-1">
          <Label htmlFor="filter-language">{t("library.filters.language")}</Label>
          <NativeSelect
            id="filter-language"
            value={filters.language}
            onChange={(e) => set({ language: e.target.value })}
          >
            <option value="">{t("library.filters.allLanguages")}</option>
            {choices.languages.map((code) => (
              <option key={code} value={code}>
                {language(code)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-batch">{t("library.filters.batch")}</Label>
          <NativeSelect id="filter-batch" value={filters.batch} onChange={(e) => set({ batch: e.target.value })}>
            <option value="">{t("library.filters.all")}</option>
            {choices.hasGenerator ? <option value={GENERATOR_BATCH}>{t("library.filters.generator")}</option> : null}
            {choices.batches.map((id) => (
              <option key={id} value={id}>
                {batchLabel(id)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-published">{t("library.filters.published")}</Label>
          <NativeSelect
            id="filter-published"
            value={filters.published}
            onChange={(e) => set({ published: e.target.value as LibraryFilters["published"] })}
          >
            <option value="">{t("library.filters.all")}</option>
            <option value="yes">{t("library.filters.published")}</option>
            <option value="no">{t("library.filters.notPublished")}</option>
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-from">{t("library.filters.from")}</Label>
          <Input id="filter-from" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-to">{t("library.filters.to")}</Label>
          <Input id="filter-to" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </fieldset>
      <LibraryTableActions selected={visible} onDone={() => setSelected([])}>
        {publishButtons?.(visible, () => setSelected([]))}
      </LibraryTableActions>
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {shown.length === audios.length
          ? t("library.filters.count", { count: audios.length })
          : t("library.filters.shown", { shown: shown.length, total: audios.length })}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="w-10 p-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={t("library.columns.selectAll")}
                  checked={allChecked}
                  onChange={(e) => setSelected(e.target.checked ? shown.map((a) => a.id) : [])}
                />
              </th>
              <th scope="col" className="p-2">
                {t("library.columns.title")}
              </th>
              <th scope="col" className="hidden p-2 sm:table-cell">
                {t("library.columns.language")}
              </th>
              <th scope="col" className="hidden p-2 md:table-cell">
                {t("library.columns.batch")}
              </th>
              <th scope="col" className="p-2">
                {t("library.columns.published")}
              </th>
              <th scope="col" className="hidden p-2 md:table-cell">
                {t("library.columns.created")}
              </th>
              <th scope="col" className="hidden p-2 text-right sm:table-cell">
                {t("library.columns.plays")}
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
                    aria-label={t("library.selection.selectOne", { title: audio.title })}
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
                <td className="hidden p-2 sm:table-cell">{language(audio.language)}</td>
                <td className="hidden p-2 md:table-cell">{audio.batch_id ? batchLabel(audio.batch_id) : "—"}</td>
                <td className="p-2">
                  <Badge variant={audio.published ? "default" : "outline"}>
                    {audio.published ? t("library.filters.published") : t("library.filters.notPublished")}
                  </Badge>
                </td>
                <td className="hidden whitespace-nowrap p-2 md:table-cell">{formats.dateTime(audio.created_at)}</td>
                <td className="hidden p-2 text-right tabular-nums sm:table-cell">{formats.number(audio.plays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
