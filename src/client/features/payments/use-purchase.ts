import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import type { PackId } from "../../../shared/catalog/pack-list";
import { MESSAGES } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { useAuth } from "../../lib/account/auth-context";
import { useCreateCheckout } from "./api/create-checkout";
import { usePageT } from "../../i18n/i18n";
import { PRICING_PAGE } from "../../i18n/pages/pricing";

/**
 * Opens a blank tab synchronously, inside the click, because popup blockers only
 * allow windows opened by a user gesture; the checkout URL arrives after a request.
 */
function openPlaceholderTab(texts: { title: string; body: string }): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    // The checkout page gets no handle on this tab (what rel=noopener would do).
    tab.opener = null;
    tab.document.title = texts.title;
    tab.document.body.textContent = texts.body;
  } catch {
    // A browser that isolates the blank tab still lets us navigate it below.
  }
  return tab;
}

/** Purchase Now: signed out → sign-up; signed in → the provider's checkout in a new tab (same tab if blocked). */
export function usePurchase() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const t = usePageT(PRICING_PAGE);

  const purchase = (packId: PackId) => {
    if (!user) {
      toast.error(MESSAGES.payment.signUpRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
      return;
    }
    if (checkout.isPending) return;
    const tab = openPlaceholderTab({ title: t("pricing.openingTitle"), body: t("pricing.openingBody") });
    checkout.mutate(packId, {
      onSuccess: ({ url }) => {
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        toast.error(error.message || MESSAGES.payment.createFailed);
      },
    });
  };

  return { purchase, pendingPackId: checkout.isPending ? checkout.variables : undefined };
}
