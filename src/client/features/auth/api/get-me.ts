import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { earlyRequest } from "../../../lib/early-request";

export type Me = {
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
  session: { id: string; expiresAt: string } | null;
  roles: string[];
};

export const ME_QUERY_KEY = ["me"] as const;

const early = earlyRequest(() => apiFetch<Me>("/api/me"));
/** Started by main.tsx, so the header shows who is signed in as soon as the page is live. */
export const startMeRequest = early.start;

/** The session check: every 30 s (spec section 9), on focus, and after auth events. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: early.take,
  staleTime: 0,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
  retry: 2,
});
