import { LayoutGrid, Table2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";

export type LibraryView = "cards" | "table";

const STORAGE_KEY = "shelftalk.libraryView";

function readView(): LibraryView {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === "table" ? "table" : "cards";
  } catch {
    return "cards";
  }
}

/** Cards (the spec's grid) or the table for many audios; the choice is remembered on this device. */
export function useLibraryView(): [LibraryView, (view: LibraryView) => void] {
  // Read after mount, so a prerendered page hydrates with the spec's cards first.
  const [view, setView] = useState<LibraryView>("cards");
  useEffect(() => setView(readView()), []);
  return [
    view,
    (next) => {
      setView(next);
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next);
      } catch {
        // private mode: the choice lasts for this page only
      }
    },
  ];
}

export function LibraryViewToggle({ view, onChange }: { view: LibraryView; onChange: (view: LibraryView) => void }) {
  return (
    <div role="group" aria-label="View" className="mb-6 flex justify-end gap-1">
      <Button
        variant={view === "cards" ? "default" : "outline"}
        size="sm"
        aria-pressed={view === "cards"}
        onClick={() => onChange("cards")}
      >
        <LayoutGrid aria-hidden /> Cards
      </Button>
      <Button
        variant={view === "table" ? "default" : "outline"}
        size="sm"
        aria-pressed={view === "table"}
        onClick={() => onChange("table")}
      >
        <Table2 aria-hidden /> Table
      </Button>
    </div>
  );
}
