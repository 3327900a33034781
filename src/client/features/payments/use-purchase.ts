import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import type { PackId } from "../../../shared/catalog/pack-list";
import { MESSAGES } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { useAuth } from "../../lib/account/auth-context";
import { useCreateCheckout } from "./api/create-checkout";

/**
 * Opens a blank tab synchronously, inside the click, because popup blockers only
 * allow windows opened by a user gesture; the checkout URL arrives after a request.
 */
function openPlaceholderTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    // The checkout page gets no handle on this tab (what rel=noopener would do).
    tab.opener = null;
    tab.document.title = "Opening checkout…";
    tab.document.body.textContent = "Opening secure checkout…";
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

  const purchase = (packId: PackId) => {
    if (!user) {
      toast.error(MESSAGES.payment.signUpRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
      return;
    }
    if (checkout.isPending) return;
    const tab = openPlaceholderTab();
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
