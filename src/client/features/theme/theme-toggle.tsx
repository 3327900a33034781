import { Monitor, Moon, Sun } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useEffect } from "react";
import type { Theme } from "../../../shared/cookie-names";
import { cn } from "../../lib/cn";
import { useCookieStore } from "../../lib/cookie-store";
import { setTheme, startThemeSync, themeStore } from "./theme-store";

const OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light theme", icon: Sun },
  { value: "dark", label: "Dark theme", icon: Moon },
  { value: "system", label: "System theme", icon: Monitor },
];

/** Light / dark / system switch for the header and the mobile menu. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useCookieStore(themeStore);
  useEffect(startThemeSync, []);
  return (
    <ToggleGroup.Root
      type="single"
      value={theme}
      // Radix sends "" when the active item is pressed again; a theme is always chosen.
      onValueChange={(value) => {
        const next = OPTIONS.find((o) => o.value === value);
        if (next) setTheme(next.value);
      }}
      aria-label="Colour theme"
      className={cn("inline-flex items-center gap-0.5 rounded-full border bg-muted/60 p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <ToggleGroup.Item
          key={value}
          value={value}
          aria-label={label}
          title={label}
          className="grid size-7 place-items-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm"
        >
          <Icon className="size-4" aria-hidden />
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
