import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PurchaseHistoryResponse } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";

export function getPurchaseHistory(): Promise<PurchaseHistoryResponse> {
  return apiFetch<PurchaseHistoryResponse>("/api/payments/history");
}

export const purchaseHistoryQueryOptions = queryOptions({
  queryKey: ["payments", "history"] as const,
  queryFn: getPurchaseHistory,
  // A checkout finishes in another tab: coming back to this one shows it.
  staleTime: 0,
});

export function usePurchaseHistory(options: { enabled: boolean }) {
  return useQuery({ ...purchaseHistoryQueryOptions, enabled: options.enabled });
}
