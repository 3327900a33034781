import { LayoutGrid, Table2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "../../../components/ui/button";
import { usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

export type LibraryView = "cards" | "table";

const STORAGE_KEY = "shelftalk.libraryView";
const listeners = new Set<() => void>();
/** The choice when storage is unavailable (private mode): it lasts for this page only. */
let memory: LibraryView = "cards";

function readView(): LibraryView {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored === "table" || stored === "cards" ? stored : memory;
  } catch {
    return memory;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Cards (the spec's grid) or the table for many audios; the choice is remembered on this device.
 * The server snapshot is the spec's cards, so a prerendered page hydrates without a mismatch.
 */
export function useLibraryView(): [LibraryView, (view: LibraryView) => void] {
  const view = useSyncExternalStore(subscribe, readView, () => "cards" as const);
  const setView = (next: LibraryView) => {
    memory = next;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // storage refused: `memory` keeps the choice
    }
    for (const listener of listeners) listener();
  };
  return [view, setView];
}

export function LibraryViewToggle({ view, onChange }: { view: LibraryView; onChange: (view: LibraryView) => void }) {
  const t = usePageT(LIBRARY_PAGE);
  return (
    <div role="group" aria-label={t("library.view")} className="mb-6 flex justify-end gap-1">
      <Button
        variant={view === "cards" ? "default" : "outline"}
        size="sm"
        aria-pressed={view === "cards"}
        onClick={() => onChange("cards")}
      >
        <LayoutGrid aria-hidden /> {t("library.cards")}
      </Button>
      <Button
        variant={view === "table" ? "default" : "outline"}
        size="sm"
        aria-pressed={view === "table"}
        onClick={() => onChange("table")}
      >
        <Table2 aria-hidden /> {t("library.table")}
      </Button>
    </div>
  );
}
