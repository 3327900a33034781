import { Menu, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ANCHORS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { cn } from "../lib/cn";
import { useAuth } from "../lib/account/auth-context";
import { ThemeToggle } from "../features/theme/theme-toggle";
import { AuthButtons } from "./auth-buttons";
import { Brand } from "./brand";
import { NAV_ITEMS } from "./nav-items";
import { useSectionLink } from "./use-section-link";
import { useT } from "../i18n/i18n";
import { LanguageSwitch } from "../i18n/language-switch";

// Only small screens open it, and only on demand: a chunk of its own, fetched on the first touch.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const { user } = useAuth();
  const goToSection = useSectionLink();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = NAV_ITEMS.filter((item) => item.kind === "anchor" || !item.signedIn || user);
  // Signed in, the bar holds three more links, the email and Sign Out: it needs 1280 px (with the
  // email cut shorter below 1440 px), so the menu serves below that (issue 14, item 10: nothing
  // may push the page sideways).
  const desktop = user ? "hidden xl:flex" : "hidden lg:flex";

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label={t("header.mainNav")} className={cn(desktop, "items-center gap-1")}>
          {items.map((item) =>
            item.kind === "anchor" ? (
              <Button key={item.label} variant="ghost" size="sm" onClick={() => goToSection(item.anchor)}>
                {t(item.labelKey)}
              </Button>
            ) : (
              <Button
                key={item.label}
                variant="ghost"
                size="sm"
                asChild
                className={item.wide ? "hidden min-[1680px]:inline-flex" : undefined}
              >
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </Button>
            ),
          )}
        </nav>
        <div className={cn(desktop, "min-w-0 items-center gap-2")}>
          {/* Named apart from the generator's own Generate Audio button; the visible text starts the name. */}
          <Button size="sm" aria-label={t("header.goToGenerator")} onClick={() => goToSection(ANCHORS.generator)}>
            {t("header.generateAudio")}
          </Button>
          {/* Signed out, from 1536 px. The signed-in bar has no room for it even at 1920 px (layout
              sweep): there the footer carries it (and the mobile menu below 1280 px). */}
          {user ? null : <LanguageSwitch id="header-language" className="hidden 2xl:inline-flex" />}
          <ThemeToggle />
          <AuthButtons />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={user ? "xl:hidden" : "lg:hidden"}
          aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onPointerDown={() => void loadMobileMenu()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X /> : <Menu />}
        </Button>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} items={items} wide={user ? "xl:hidden" : "lg:hidden"} />
        </Suspense>
      ) : null}
    </header>
  );
}
