import { lazy, Suspense } from "react";
import { TOAST_DURATION_MS } from "../../shared/messages-base";
import { useToastsRequested } from "../lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Mounts sonner's <Toaster> once the first toast is on its way (see lib/toast.ts). */
export function ToasterHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={TOAST_DURATION_MS} richColors closeButton position="top-center" />
    </Suspense>
  );
}
