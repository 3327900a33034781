import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentsStatusResponse } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";

export function getPaymentsStatus(): Promise<PaymentsStatusResponse> {
  return apiFetch<PaymentsStatusResponse>("/api/payments/status");
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
