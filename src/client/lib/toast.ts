import { useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";
import { translateMessage } from "../i18n/i18n";

/**
 * Toasts without sonner in the startup bundle: the library (and its <Toaster>) loads on the
 * first toast, or earlier on the visitor's first interaction, since toasts follow actions.
 * sonner replays toasts raised before its <Toaster> subscribed, so none is lost.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: "success" | "error" | "info") {
  return (message: string, options?: ExternalToast): void => {
    loadSonner().then(
      // A spec message (from the client or a server answer) shows in the interface language.
      (module) => module.toast[kind](translateMessage(message), options),
      // Offline before the first toast: nothing can be shown, keep the message visible to developers.
      (error: unknown) => console.error("Could not load the notifications", error, message),
    );
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };

/** Starts loading sonner on the first pointer or key press, so a toast that follows shows at once. */
export function warmUpToastsOnFirstInteraction(): void {
  const warm = () => {
    window.removeEventListener("pointerdown", warm, true);
    window.removeEventListener("keydown", warm, true);
    void loadSonner();
  };
  window.addEventListener("pointerdown", warm, { capture: true, passive: true });
  window.addEventListener("keydown", warm, { capture: true, passive: true });
}

/** True once a toast was requested: the <Toaster> is mounted from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
