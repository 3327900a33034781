import { Navigate, useLocation } from "react-router";
import { movedPathTarget } from "../../shared/paths";

/** An old page path (MOVED_PATHS): on to where it moved, with its query and hash (the server redirects too). */
export function MovedPage() {
  const { pathname, search, hash } = useLocation();
  const target = movedPathTarget(pathname, search);
  return target ? <Navigate to={`${target}${hash}`} replace /> : null;
}
