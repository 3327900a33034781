import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { EMAIL_CONFIRMATION_MESSAGES as MESSAGES } from "../../../shared/messages-base";
import { ANCHORS, PATHS } from "../../../shared/paths";
import { hasPendingDraft } from "../../lib/pending-draft";
import { toast } from "../../lib/toast";

/**
 * The confirmation email's link lands on /?confirmed=1 (auth-requests.ts), signed in. The
 * landing page then says the free credit is there (issue 14, item 11), or, when better-auth
 * added ?error=…, that the link did not work. The query goes from the address bar; a seller
 * who typed a product link before signing up is taken to the generator, where it waits.
 */
export function useEmailConfirmationNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("confirmed") !== "1" || shownFor.current === location.key) return;
    shownFor.current = location.key;
    if (params.get("error")) toast.error(MESSAGES.confirmationLinkInvalid);
    else toast.success(MESSAGES.emailConfirmed);
    const toGenerator = !params.get("error") && hasPendingDraft();
    void navigate({ pathname: PATHS.home, hash: toGenerator ? `#${ANCHORS.generator}` : "" }, { replace: true });
  }, [location.search, location.key, navigate]);
}
