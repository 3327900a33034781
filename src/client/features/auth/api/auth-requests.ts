import { currentLocale } from "../../../i18n/i18n";
import { apiFetch } from "../../../lib/api";

/**
 * Where the confirmation email's link lands once the email is confirmed (better-auth redirects
 * there, adding ?error=… when the link is bad): the landing page, which then says the free
 * credit is there (use-email-confirmation-notice.ts). Sign-in passes it too, as an unconfirmed
 * sign-in sends a fresh confirmation email.
 */
export const CONFIRMED_CALLBACK_URL = "/?confirmed=1";

// One function per better-auth endpoint the product uses (spec section 7, Auth).

export function signInWithEmail(email: string, password: string) {
  return apiFetch<unknown>("/api/auth/sign-in/email", {
    json: { email, password, callbackURL: CONFIRMED_CALLBACK_URL },
  });
}

export function signUpWithEmail(input: { email: string; password: string; fullName: string }) {
  return apiFetch<unknown>("/api/auth/sign-up/email", {
    json: {
      email: input.email,
      password: input.password,
      name: input.fullName,
      // The account starts in the language the seller signed up in: their emails are written in it (issue 28).
      locale: currentLocale(),
      callbackURL: CONFIRMED_CALLBACK_URL,
    },
  });
}

export function requestPasswordReset(email: string) {
  return apiFetch<unknown>("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth" } });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch<unknown>("/api/auth/reset-password", { json: { token, newPassword } });
}

// Sign-out lives in lib/account/sign-out-everywhere.ts: the session provider every feature shares calls it.
