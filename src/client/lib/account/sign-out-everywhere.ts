import type { SignOutResponse } from "../../../shared/account/account-schemas";
import { apiFetch } from "../api";

/** Global sign-out: the server ends every session of the user and clears the cookies. */
export function signOutEverywhere(): Promise<SignOutResponse> {
  return apiFetch<SignOutResponse>("/api/account/sign-out", { method: "POST" });
}
