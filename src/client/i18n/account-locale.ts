import { useEffect, useRef } from "react";
import { isLocale, type Locale } from "../../shared/i18n/locales";
import { apiFetch } from "../lib/api";
import { currentLocale, saveLocale, setLocale } from "./i18n";
import { urlLocale } from "./locale-url";

/**
 * The seller's language kept on the account (issue 28, decision 116), so it follows them to another
 * browser and their emails are written in it.
 */

/** Whether a session is signed in, as the session provider last saw it (useAccountLocale). */
let signedIn = false;

/** Saves a signed-in seller's pick from the language switch; a failure only costs the server-side copy. */
export function saveAccountLocale(locale: Locale): void {
  if (!signedIn) return;
  apiFetch("/api/account/locale", { method: "PATCH", json: { locale } }).catch((error: unknown) => {
    console.warn("Could not save the interface language on the account", error);
  });
}

/**
 * Applies the account's language when the session reports one, unless the URL names a language
 * (the prefix wins). Only a change of the account's value is applied: the session is re-read
 * every 30 s, and an answer read before a switch's PATCH landed must not undo the switch.
 */
export function useAccountLocale(user: { locale?: unknown } | null | undefined): void {
  const applied = useRef<unknown>(undefined);
  const accountLocale = user?.locale;
  const hasUser = Boolean(user);
  useEffect(() => {
    signedIn = hasUser;
  }, [hasUser]);
  useEffect(() => {
    if (!isLocale(accountLocale) || applied.current === accountLocale) return;
    applied.current = accountLocale;
    if (urlLocale() || currentLocale() === accountLocale) return;
    saveLocale(accountLocale);
    void setLocale(accountLocale).catch((error: unknown) => {
      console.error("Could not load the interface language", accountLocale, error);
    });
  }, [accountLocale]);
}
