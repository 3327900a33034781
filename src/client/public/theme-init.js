/* global document, window */
// Sets the theme before the first paint, so a dark-mode visitor never sees a white flash.
// A classic script file rather than an inline one: the CSP allows only script-src 'self'.
// Mirrors applyTheme() in src/client/features/theme/theme-store.ts; the cookie name is
// COOKIE_NAMES.theme of src/shared/account/cookie-names.ts.
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
  // Signed in at the last visit (a UI hint kept by the auth provider, see src/client/lib/signed-in-hint.ts):
  // the prerendered page shows the signed-in copy from the first paint. The session check corrects it.
  try {
    if (window.localStorage.getItem("shelftalk.signedIn") === "1") document.documentElement.dataset.signedIn = "";
  } catch {
    // Storage blocked: the hint waits for the session check.
  }
})();
