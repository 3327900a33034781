import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestCheckoutSession } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";

export function getTestCheckout(sessionId: string): Promise<TestCheckoutSession> {
  return apiFetch<TestCheckoutSession>(`/api/payments/test-checkout/${encodeURIComponent(sessionId)}`);
}

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ["payments", "test-checkout", sessionId] as const,
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });

export function useTestCheckout(sessionId: string) {
  return useQuery(testCheckoutQueryOptions(sessionId));
}
