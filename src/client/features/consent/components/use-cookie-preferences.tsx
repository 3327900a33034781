import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from "react";

const loadDialog = () => import("./cookie-preferences-dialog");
const CookiePreferencesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.CookiePreferencesDialog })),
);

/**
 * The Cookie Preferences dialog behind any button. The dialog (Radix Dialog, Switch) is a
 * chunk of its own, fetched when the visitor points at or focuses the opener and mounted on
 * the first click, so it costs nothing at start-up.
 */
export function useCookiePreferences(): {
  openerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    onClick: () => void;
    onPointerEnter: () => void;
    onFocus: () => void;
    "aria-haspopup": "dialog";
  };
  dialog: ReactNode;
} {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const prefetch = () => void loadDialog();
  return {
    openerProps: {
      ref: opener,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
      onPointerEnter: prefetch,
      onFocus: prefetch,
      "aria-haspopup": "dialog",
    },
    dialog: mounted ? (
      <Suspense fallback={null}>
        <CookiePreferencesDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
      </Suspense>
    ) : null,
  };
}
