import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { scrollToId } from "../lib/scroll";

/** Goes to a landing-page anchor: scrolls when already on /, else navigates to /#anchor. */
export function useSectionLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: string) => {
      if (location.pathname === PATHS.home && scrollToId(anchor)) return;
      void navigate({ pathname: PATHS.home, hash: `#${anchor}` });
    },
    [location.pathname, navigate],
  );
}
