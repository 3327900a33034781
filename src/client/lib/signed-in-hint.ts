/**
 * Whether a seller is signed in, as a hint for copy that differs for them (the hero's "first
 * audio free" is for visitors): a `data-signed-in` attribute on <html>, read by the
 * `signed-in:` CSS variant (index.css), and a localStorage flag that public/theme-init.js
 * turns into the attribute before the first paint of the next visit. Never a control: the
 * server decides what a seller may do. The key starts with "shelftalk.", so sign-out clears it.
 */
export const SIGNED_IN_HINT_KEY = "shelftalk.signedIn";

export function setSignedInHint(signedIn: boolean): void {
  document.documentElement.toggleAttribute("data-signed-in", signedIn);
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked: the attribute alone serves this visit.
  }
}
