import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type LazyPage = {
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the page's chunk; resolves once rendering it will not suspend. */
  preload: () => Promise<void>;
};

/**
 * A route component in its own chunk that can be loaded ahead of rendering. Once loaded,
 * React.lazy gets a thenable that answers synchronously, so React renders the page in the
 * same pass instead of suspending: a prerendered page whose chunk arrived before hydration
 * reached it hydrates in one go, and a page preloaded earlier opens without a fallback.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  const Component = lazy(() => {
    if (loaded) return resolvedNow({ default: loaded });
    return preload().then(() => ({ default: loaded ?? missingPage }));
  });
  return { Component, preload };
}

function missingPage(): never {
  throw new Error("A lazy page resolved without its component");
}

/** React.lazy only calls then(); typed as a Promise because that is what its signature names. */
function resolvedNow<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}
