import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestCheckoutSession } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";
import { testCheckoutQueryOptions } from "./get-test-checkout";

export function cancelTestCheckout(sessionId: string): Promise<TestCheckoutSession> {
  return apiFetch<TestCheckoutSession>(`/api/payments/test-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: "POST",
  });
}

export function useCancelTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTestCheckout,
    onSuccess: (session) => queryClient.setQueryData(testCheckoutQueryOptions(session.id).queryKey, session),
  });
}
