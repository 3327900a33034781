/* global document, window */
// Sets the theme before the first paint, so a dark-mode visitor never sees a white flash.
// A classic script file rather than an inline one: the CSP allows only script-src 'self'.
// Mirrors applyTheme() in src/client/features/theme/theme-store.ts; the cookie name is
// COOKIE_NAMES.theme of src/shared/cookie-names.ts.
(function () {
  try {
    var match = document.cookie.match(/(?:^|; )shelftalk_theme=([^;]*)/);
    var theme = match ? JSON.parse(decodeURIComponent(match[1])) : "system";
    var dark = theme === "dark" || (theme !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  } catch {
    // Unreadable cookie: keep the light default; the app applies the theme again on start.
  }
})();
