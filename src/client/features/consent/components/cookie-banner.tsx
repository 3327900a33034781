import { Cookie } from "lucide-react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { Button } from "../../../components/ui/button";
import { recordConsent } from "../consent-store";
import { useCookiePreferences } from "./use-cookie-preferences";
import { usePageT } from "../../../i18n/i18n";
import { CONSENT_BANNER } from "../../../i18n/pages/consent";

/**
 * The cookie banner (spec section 2), shown until the visitor records a choice (ConsentGate
 * decides). It is a non-modal region at the bottom, so the page stays usable while it is open.
 */
export function CookieBanner() {
  const preferences = useCookiePreferences();
  const t = usePageT(CONSENT_BANNER);
  return (
    <section
      aria-label={t("consent.region")}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-[0_-8px_30px_-12px_rgb(0_0_0/0.25)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="flex items-start gap-3 text-sm text-muted-foreground">
          <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <span>
            {t("consent.text")}{" "}
            <Link to={PATHS.privacyPolicy} className="font-medium text-foreground underline underline-offset-4">
              {t("consent.privacyPolicy")}
            </Link>
            {t("consent.textEnd")}
          </span>
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="ghost" size="sm" {...preferences.openerProps}>
            {t("consent.preferences")}
          </Button>
          {preferences.dialog}
          <Button variant="outline" size="sm" onClick={() => recordConsent(false)}>
            {t("consent.essentialOnly")}
          </Button>
          <Button size="sm" onClick={() => recordConsent(true)}>
            {t("consent.acceptAll")}
          </Button>
        </div>
      </div>
    </section>
  );
}
