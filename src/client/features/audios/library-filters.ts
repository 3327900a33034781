import type { AudioView } from "../../../shared/audios/audio-schemas";

/** The table view's filters; "" means any. Dates are the inputs' yyyy-mm-dd, in the seller's time zone. */
export type LibraryFilters = {
  language: string;
  batch: string;
  published: "" | "yes" | "no";
  from: string;
  to: string;
};

export const NO_FILTERS: LibraryFilters = { language: "", batch: "", published: "", from: "", to: "" };

/** "generator" stands for the audios made one by one, outside any batch. */
export const GENERATOR_BATCH = "generator";

const localDay = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The audios that pass every filter, in the list's order. */
export function filterAudios(audios: readonly AudioView[], filters: LibraryFilters): AudioView[] {
  return audios.filter((audio) => {
    if (filters.language && audio.language !== filters.language) return false;
    if (
      filters.batch === GENERATOR_BATCH
        ? audio.batch_id !== undefined
        : filters.batch && audio.batch_id !== filters.batch
    )
      return false;
    if (filters.published === "yes" && !audio.published) return false;
    if (filters.published === "no" && audio.published) return false;
    const day = filters.from || filters.to ? localDay(audio.created_at) : "";
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    return true;
  });
}

/** The values the filters offer: only languages and batches the library has. */
export function filterChoices(audios: readonly AudioView[]) {
  const languages = [...new Set(audios.map((a) => a.language))].sort();
  const batches = [...new Set(audios.flatMap((a) => (a.batch_id ? [a.batch_id] : [])))];
  return { languages, batches, hasGenerator: audios.some((a) => a.batch_id === undefined) };
}
