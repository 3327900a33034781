import { lazy, Suspense } from "react";
import { useAuth } from "../../../lib/account/auth-context";

// Only a person in more than one workspace ever sees the switcher: its code and the workspace
// queries (with the mutation hook) stay out of the start-up bundle for every other visitor
// (decision 127). It showed nothing until the workspace list arrived anyway, so waiting for
// the chunk as well moves nothing else in the header.
const WorkspaceSwitcher = lazy(() =>
  import("./workspace-switcher").then((module) => ({ default: module.WorkspaceSwitcher })),
);

/** The workspace switcher where the header has room for it, loaded only for someone who needs it. */
export function WorkspaceSwitcherSlot({ className }: { className?: string }) {
  const { user } = useAuth();
  if ((user?.workspace?.memberships ?? 1) < 2) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceSwitcher className={className} />
    </Suspense>
  );
}
