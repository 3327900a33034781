import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyPaymentResponse } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";
import { purchaseHistoryQueryOptions } from "./get-purchase-history";

/** Asks the server to check the session with the provider; it credits a paid session once, however often asked. */
export function verifyPayment(sessionId: string): Promise<VerifyPaymentResponse> {
  return apiFetch<VerifyPaymentResponse>("/api/payments/verify", { json: { sessionId } });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryQueryOptions.queryKey }),
  });
}
