import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { ANCHORS, PATHS } from "../../shared/paths";
import { focusGeneratorForm } from "../lib/generator-focus";
import { scrollToId } from "../lib/scroll";

/**
 * Goes to a landing-page anchor: scrolls when already on /, else navigates to /#anchor (where
 * the scroll manager takes over). The generator's anchor also takes keyboard focus into its form.
 */
export function useSectionLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: string) => {
      if (location.pathname === PATHS.home && scrollToId(anchor)) {
        if (anchor === ANCHORS.generator) focusGeneratorForm();
        return;
      }
      void navigate({ pathname: PATHS.home, hash: `#${anchor}` });
    },
    [location.pathname, navigate],
  );
}
