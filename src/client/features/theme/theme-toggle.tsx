import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { Theme } from "../../../shared/account/cookie-names";
import { cn } from "../../lib/cn";
import { useCookieStore } from "../../lib/cookie-store";
import { setTheme, startThemeSync, themeStore } from "./theme-store";
import { useT } from "../../i18n/i18n";

const OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "theme.light", icon: Sun },
  { value: "dark", label: "theme.dark", icon: Moon },
  { value: "system", label: "theme.system", icon: Monitor },
];

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Light / dark / system switch for the header and the mobile menu: a WAI-ARIA radio group
 * (one tab stop, arrow keys move and choose). Hand-written rather than Radix ToggleGroup,
 * which would put about 9 KB gzipped into every page's start-up bundle for three buttons.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useCookieStore(themeStore);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useT();
  useEffect(startThemeSync, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + OPTIONS.length) % OPTIONS.length;
    const option = OPTIONS[next];
    if (!option) return;
    setTheme(option.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t("theme.label")}
      className={cn("inline-flex items-center gap-0.5 rounded-full border bg-muted/60 p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, icon: Icon }, index) => {
        const checked = theme === value;
        return (
          <button
            key={value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(label)}
            title={t(label)}
            tabIndex={checked ? 0 : -1}
            data-state={checked ? "on" : "off"}
            onClick={() => setTheme(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="grid size-7 place-items-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm"
          >
            <Icon className="size-4" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
