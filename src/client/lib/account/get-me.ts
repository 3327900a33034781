import { queryOptions } from "@tanstack/react-query";
import type { MeResponse } from "../../../shared/account/account-schemas";
import { apiFetch } from "../api";
import { earlyRequest } from "../early-request";

const early = earlyRequest(() => apiFetch<MeResponse>("/api/me"));
/** Started by main.tsx, so the header shows who is signed in as soon as the page is live. */
export const startMeRequest = early.start;

/** The session check: every 30 s (spec section 9), on focus, and after auth events. */
export const meQueryOptions = queryOptions({
  queryKey: ["me"] as const,
  queryFn: early.take,
  staleTime: 0,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
  retry: 2,
});
