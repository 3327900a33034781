import { COOKIE_NAMES, DEFAULT_THEME, THEMES, type Theme } from "../../../shared/account/cookie-names";
import { createCookieStore } from "../../lib/cookie-store";

const parseTheme = (value: unknown): Theme | undefined => THEMES.find((t) => t === value);

/** The chosen theme, stored in `shelftalk_theme` ("system" when unset). */
export const themeStore = createCookieStore(COOKIE_NAMES.theme, parseTheme, DEFAULT_THEME);

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/**
 * Applies a theme to <html>: the `dark` class drives the colour tokens in index.css, and
 * color-scheme makes native controls and scrollbars match. public/theme-init.js does the
 * same before the first paint; keep the two in step.
 */
export function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  themeStore.set(theme);
  applyTheme(theme);
}

let started = false;

/** Applies the stored theme once and follows the OS while the choice is "system". */
export function startThemeSync(): void {
  if (started) return;
  started = true;
  applyTheme(themeStore.get());
  darkQuery().addEventListener("change", () => {
    if (themeStore.get() === "system") applyTheme("system");
  });
}
