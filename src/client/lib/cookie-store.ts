import { useSyncExternalStore } from "react";
import { getJsonCookie, readCookie, setJsonCookie } from "./cookies";

export type CookieStore<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value when the cookie is absent or unreadable. */
  fallback: T;
};

/**
 * One JSON cookie as a tiny external store for useSyncExternalStore. The parsed value is
 * cached per raw cookie text, so React sees the same object until the cookie changes.
 */
export function createCookieStore<T>(
  name: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): CookieStore<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | undefined; value: T } | undefined;

  const get = (): T => {
    const raw = readCookie(name);
    if (cache && cache.raw === raw) return cache.value;
    cache = { raw, value: getJsonCookie(name, parse) ?? fallback };
    return cache.value;
  };

  return {
    get,
    set(value) {
      setJsonCookie(name, value);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    fallback,
  };
}

/** The store's current value; re-renders when set() is called anywhere in the page. */
export function useCookieStore<T>(store: CookieStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.fallback);
}
