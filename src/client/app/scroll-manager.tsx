import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollToId } from "../lib/scroll";

/** Scrolls to the hash target after navigation, or to the top on a new page. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = pathname + hash;
    // Not on the first render (the browser has placed the page itself, and a visitor may already
    // have scrolled the prerendered HTML before it hydrated), nor on StrictMode's second run.
    const navigated = shown.current !== null && shown.current !== key;
    shown.current = key;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render a frame later (lazy sections), so try again shortly.
      if (!scrollToId(id)) {
        const timer = window.setTimeout(() => scrollToId(id), 100);
        return () => window.clearTimeout(timer);
      }
      return;
    }
    if (navigated) window.scrollTo({ top: 0 });
    return undefined;
  }, [pathname, hash]);
  return null;
}
