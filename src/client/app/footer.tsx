import { Link } from "react-router";
import { ANCHORS, PATHS } from "../../shared/paths";
import { useCookiePreferences } from "../features/consent/components/use-cookie-preferences";
import { Brand } from "./brand";
import { useSectionLink } from "./use-section-link";

/** Footer of spec section 2: Features (#benefits), Pricing, Contact, Privacy Policy, Terms of Service; plus Developers (API keys, issue 17). */
export function Footer() {
  const goToSection = useSectionLink();
  // The banner goes away once a choice is recorded; this lets the visitor change it later.
  const preferences = useCookiePreferences();
  const linkClass = "rounded-sm text-sm text-muted-foreground hover:text-foreground";
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Brand />
          <p className="text-sm text-muted-foreground">
            Product pages that speak. Turn any product link into a spoken audio description in 8 languages.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-3 sm:grid-cols-3">
          <button type="button" className={`${linkClass} text-left`} onClick={() => goToSection(ANCHORS.benefits)}>
            Features
          </button>
          <Link className={linkClass} to={PATHS.pricing}>
            Pricing
          </Link>
          <Link className={linkClass} to={PATHS.contact}>
            Contact
          </Link>
          <Link className={linkClass} to={PATHS.privacyPolicy}>
            Privacy Policy
          </Link>
          <Link className={linkClass} to={PATHS.termsOfService}>
            Terms of Service
          </Link>
          <Link className={linkClass} to={PATHS.developers}>
            Developers
          </Link>
          <Link className={linkClass} to={PATHS.team}>
            Team
          </Link>
          <Link className={linkClass} to={PATHS.shop}>
            Shop
          </Link>
          <button type="button" className={`${linkClass} text-left`} {...preferences.openerProps}>
            Cookie Preferences
          </button>
          {preferences.dialog}
        </nav>
      </div>
      <div className="border-t">
        {/* The prerendered year is the build's; around New Year the browser's may differ, which is fine. */}
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> ShelfTalk. Audio voices are AI-generated.
        </p>
      </div>
    </footer>
  );
}
