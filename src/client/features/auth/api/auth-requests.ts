import { apiFetch } from "../../../lib/api";

// One function per better-auth endpoint the product uses (spec section 7, Auth).

export function signInWithEmail(email: string, password: string) {
  return apiFetch<unknown>("/api/auth/sign-in/email", { json: { email, password, callbackURL: "/" } });
}

export function signUpWithEmail(input: { email: string; password: string; fullName: string }) {
  return apiFetch<unknown>("/api/auth/sign-up/email", {
    json: { email: input.email, password: input.password, name: input.fullName, callbackURL: "/" },
  });
}

export function requestPasswordReset(email: string) {
  return apiFetch<unknown>("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth" } });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch<unknown>("/api/auth/reset-password", { json: { token, newPassword } });
}

// Sign-out lives in lib/account/sign-out-everywhere.ts: the session provider every feature shares calls it.
