import { AudioLines } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PATHS } from "../../shared/paths";

/** Brand name: goes to / or, when already there, scrolls to the top. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={PATHS.home}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
      onClick={() => {
        onNavigate?.();
        if (pathname === PATHS.home) window.scrollTo({ top: 0, behavior: "smooth" });
      }}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <AudioLines className="size-5" aria-hidden />
      </span>
      ShelfTalk
    </Link>
  );
}
