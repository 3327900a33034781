import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditsResponse } from "../../../shared/account/account-schemas";
import { apiFetch } from "../api";
import { useAuth } from "./auth-context";

export function getCredits(): Promise<CreditsResponse> {
  return apiFetch<CreditsResponse>("/api/credits");
}

/** The seller's balance; purchases and generations invalidate this key so every badge follows. */
export const creditsQueryOptions = queryOptions({
  queryKey: ["credits"] as const,
  queryFn: getCredits,
  // A balance changes on the server (another tab, a webhook): never serve an old one for long.
  staleTime: 0,
});

/** The balance, fetched only while someone is signed in (signed out it would just be a 401). */
export function useCredits() {
  const { user } = useAuth();
  return useQuery({ ...creditsQueryOptions, enabled: Boolean(user) });
}
