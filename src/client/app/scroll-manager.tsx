import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToId } from "../lib/scroll";

/** Scrolls to the hash target after navigation, or to the top on a new page. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render a frame later (lazy sections), so try again shortly.
      if (!scrollToId(id)) {
        const timer = window.setTimeout(() => scrollToId(id), 100);
        return () => window.clearTimeout(timer);
      }
      return;
    }
    window.scrollTo({ top: 0 });
    return undefined;
  }, [pathname, hash]);
  return null;
}
