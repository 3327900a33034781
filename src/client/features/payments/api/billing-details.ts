import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingDetailsInput, BillingDetailsResponse } from "../../../../shared/payments/billing-schemas";
import { apiFetch } from "../../../lib/api";

export const billingDetailsQueryOptions = queryOptions({
  queryKey: ["payments", "billing-details"] as const,
  queryFn: () => apiFetch<BillingDetailsResponse>("/api/payments/billing-details"),
});

export function useBillingDetails() {
  return useQuery(billingDetailsQueryOptions);
}

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDetailsInput) =>
      apiFetch<BillingDetailsResponse>("/api/payments/billing-details", { method: "PUT", json: input }),
    onSuccess: (data) => queryClient.setQueryData(billingDetailsQueryOptions.queryKey, data),
  });
}
