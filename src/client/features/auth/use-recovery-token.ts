import { useEffect, useState } from "react";

// Kept outside React: the page may mount more than once (Suspense, StrictMode) after the
// fragment has been removed from the address bar, and must still see the token.
let pendingToken: string | null = null;

function takeRecoveryToken(): string | null {
  // No fragment on the server (the auth page is not prerendered, but stay safe if it ever is).
  if (typeof window === "undefined") return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get("type") === "recovery" ? params.get("access_token") : null;
  if (token) {
    pendingToken = token;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  return pendingToken;
}

/**
 * Reads a recovery link's fragment (#type=recovery&access_token=…) once, then removes
 * it from the address bar so the token is not left in history or shared by accident.
 * A reset link opened in a tab that is already on /auth changes only the fragment (no page
 * load): the hashchange is read too, and the page switches to the reset form (issue 14).
 */
export function useRecoveryToken(): [string | null, () => void] {
  const [token, setToken] = useState<string | null>(takeRecoveryToken);
  useEffect(() => {
    const onHashChange = () => {
      const next = takeRecoveryToken();
      if (next) setToken(next);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return [
    token,
    () => {
      pendingToken = null;
      setToken(null);
    },
  ];
}
