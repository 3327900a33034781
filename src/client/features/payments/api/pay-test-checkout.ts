import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestCheckoutSession } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";
import { testCheckoutQueryOptions } from "./get-test-checkout";

/** The built-in checkout's Pay: no money moves; the session becomes paid and is credited. */
export function payTestCheckout(sessionId: string): Promise<TestCheckoutSession> {
  return apiFetch<TestCheckoutSession>(`/api/payments/test-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: "POST",
  });
}

export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payTestCheckout,
    onSuccess: (session) => queryClient.setQueryData(testCheckoutQueryOptions(session.id).queryKey, session),
  });
}
