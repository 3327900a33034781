import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

export type Me = {
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
  session: { id: string; expiresAt: string } | null;
  roles: string[];
};

export const ME_QUERY_KEY = ["me"] as const;

/** The session check: every 30 s (spec section 9), on focus, and after auth events. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: () => apiFetch<Me>("/api/me"),
  staleTime: 0,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
  retry: 2,
});
