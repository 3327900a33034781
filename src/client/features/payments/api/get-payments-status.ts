import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

/** "off": nothing takes payments on this server (production without Stripe or PAYMENTS_TEST_MODE). */
export type PaymentsStatus = { available: boolean; mode: "stripe" | "test" | "off" };

export function getPaymentsStatus(): Promise<PaymentsStatus> {
  return apiFetch<PaymentsStatus>("/api/payments/status");
}

export const paymentsStatusQueryOptions = queryOptions({
  queryKey: ["payments", "status"] as const,
  queryFn: getPaymentsStatus,
  // Set by the server's configuration: it does not change while the page is open.
  staleTime: Infinity,
});

export function usePaymentsStatus() {
  return useQuery(paymentsStatusQueryOptions);
}
