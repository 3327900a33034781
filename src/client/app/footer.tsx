import { Link } from "react-router";
import { ANCHORS, PATHS } from "../../shared/paths";
import { useCookiePreferences } from "../features/consent/components/use-cookie-preferences";
import { Brand } from "./brand";
import { useSectionLink } from "./use-section-link";
import { useT } from "../i18n/i18n";
import { LanguageSwitch } from "../i18n/language-switch";

/** Footer of spec section 2: Features (#benefits), Pricing, Contact, Privacy Policy, Terms of Service; plus Developers (API keys, issue 17). */
export function Footer() {
  const goToSection = useSectionLink();
  const t = useT();
  // The banner goes away once a choice is recorded; this lets the visitor change it later.
  const preferences = useCookiePreferences();
  const linkClass = "rounded-sm text-sm text-muted-foreground hover:text-foreground";
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Brand />
          <p className="text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.nav")} className="grid grid-cols-2 gap-x-12 gap-y-3 sm:grid-cols-3">
          <button type="button" className={`${linkClass} text-left`} onClick={() => goToSection(ANCHORS.benefits)}>
            {t("footer.features")}
          </button>
          <Link className={linkClass} to={PATHS.pricing}>
            {t("footer.pricing")}
          </Link>
          <Link className={linkClass} to={PATHS.contact}>
            {t("footer.contact")}
          </Link>
          <Link className={linkClass} to={PATHS.privacyPolicy}>
            {t("footer.privacyPolicy")}
          </Link>
          <Link className={linkClass} to={PATHS.termsOfService}>
            {t("footer.termsOfService")}
          </Link>
          <Link className={linkClass} to={PATHS.developers}>
            {t("footer.developers")}
          </Link>
          <Link className={linkClass} to={PATHS.team}>
            {t("footer.team")}
          </Link>
          <Link className={linkClass} to={PATHS.shop}>
            {t("footer.shop")}
          </Link>
          <button type="button" className={`${linkClass} text-left`} {...preferences.openerProps}>
            {t("footer.cookiePreferences")}
          </button>
          {preferences.dialog}
          <LanguageSwitch id="footer-language" />
        </nav>
      </div>
      <div className="border-t">
        {/* The prerendered year is the build's; around New Year the browser's may differ, which is fine. */}
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {t("footer.notice")}
        </p>
      </div>
    </footer>
  );
}
