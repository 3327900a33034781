import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates prerendered HTML, true in every browser
 * render after that (and straight away on pages that were not prerendered). Components
 * that show browser-only state (storage, cookies) render the server's markup first and
 * switch right after hydration, so the two never mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
