import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ANCHORS } from "../../shared/paths";
import { focusGeneratorForm } from "../lib/generator-focus";
import { scrollToId } from "../lib/scroll";

const HASH_RETRIES = 30;

/**
 * Scrolls to the hash target after navigation, or to the top on a new page. Arriving at the
 * generator (its links, the hero's call to action, "Generate Your First Audio") also moves
 * keyboard focus into its form, so the next keystrokes land in Product Link.
 */
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
      if (id === ANCHORS.generator) focusGeneratorForm();
      // The target may render later (a lazy page or section still loading on a slow
      // connection), so keep trying every 100 ms for up to 3 s.
      if (scrollToId(id)) return;
      let tries = 0;
      const timer = window.setInterval(() => {
        tries += 1;
        if (scrollToId(id) || tries >= HASH_RETRIES) window.clearInterval(timer);
      }, 100);
      return () => window.clearInterval(timer);
    }
    if (navigated) window.scrollTo({ top: 0 });
    return undefined;
  }, [pathname, hash]);
  return null;
}
