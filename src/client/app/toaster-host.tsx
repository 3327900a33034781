import { lazy, Suspense } from "react";
import { TOAST_DURATION_MS } from "../../shared/messages-base";
import { useToastsRequested } from "../lib/toast";
import { useT } from "../i18n/i18n";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Toasts open below the sticky header (h-16 = 64 px, plus a gap), so they never cover the
 * signed-in navigation (issue 25); sonner's default offsets would put them over it.
 */
const BELOW_HEADER = { top: 76 };

/** Mounts sonner's <Toaster> once the first toast is on its way (see lib/toast.ts). */
export function ToasterHost() {
  const requested = useToastsRequested();
  const t = useT();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        // sonner's own words are English ("Notifications alt+T", "Close toast"): ours are translated.
        containerAriaLabel={t("a11y.notifications")}
        toastOptions={{ closeButtonAriaLabel: t("a11y.closeToast") }}
      />
    </Suspense>
  );
}
