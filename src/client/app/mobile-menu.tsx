import { useEffect } from "react";
import { Link } from "react-router";
import { ANCHORS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { cn } from "../lib/cn";
import { ThemeToggle } from "../features/theme/theme-toggle";
import { AuthButtons } from "./auth-buttons";
import { type NavItem } from "./nav-items";
import { useSectionLink } from "./use-section-link";
import { useT } from "../i18n/i18n";
import { LanguageSwitch } from "../i18n/language-switch";

/** The header's items for small screens; locks body scroll while open and closes on Escape. */
export function MobileMenu({
  open,
  onClose,
  items,
  wide,
}: {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  /** Hides the menu from the width where the header shows its items itself. */
  wide: string;
}) {
  const goToSection = useSectionLink();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
    };
  }, [open, onClose]);

  if (!open) return null;
  // An explicit height, not bottom-0: the header's backdrop-filter makes it the containing block of this fixed nav.
  return (
    <nav
      id="mobile-menu"
      aria-label={t("a11y.mobileNav")}
      className={cn(
        "fixed inset-x-0 top-16 z-40 h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background px-4 pb-8 pt-4",
        wide,
      )}
    >
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.label}>
            {item.kind === "anchor" ? (
              <Button
                variant="ghost"
                className="w-full justify-start text-base"
                onClick={() => {
                  onClose();
                  goToSection(item.anchor);
                }}
              >
                {t(item.labelKey)}
              </Button>
            ) : (
              <Button variant="ghost" className="w-full justify-start text-base" asChild>
                <Link to={item.to} onClick={onClose}>
                  {t(item.labelKey)}
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 border-t pt-4">
        <Button
          aria-label={t("header.goToGenerator")}
          onClick={() => {
            onClose();
            goToSection(ANCHORS.generator);
          }}
        >
          {t("header.generateAudio")}
        </Button>
        <AuthButtons onAction={onClose} stacked />
        <LanguageSwitch id="menu-language" className="self-start" />
        <ThemeToggle className="self-start" />
      </div>
    </nav>
  );
}
