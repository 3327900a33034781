import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateWebhookInput,
  SuccessResponse,
  WebhookDeliveryListResponse,
  WebhookListResponse,
  WebhookWithSecretResponse,
} from "../../../../shared/developers/developer-schemas";
import { apiFetch } from "../../../lib/api";

export const webhooksQueryOptions = queryOptions({
  queryKey: ["webhooks"] as const,
  queryFn: () => apiFetch<WebhookListResponse>("/api/webhooks"),
});

export const deliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: ["webhooks", endpointId, "deliveries"] as const,
    queryFn: () => apiFetch<WebhookDeliveryListResponse>(`/api/webhooks/${endpointId}/deliveries`),
  });

export function useWebhooks(enabled: boolean) {
  return useQuery({ ...webhooksQueryOptions, enabled });
}

export function useDeliveries(endpointId: string, enabled: boolean) {
  // While a delivery is still being tried, the log refreshes itself.
  return useQuery({
    ...deliveriesQueryOptions(endpointId),
    enabled,
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === "pending") ? 5000 : false),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => apiFetch<WebhookWithSecretResponse>("/api/webhooks", { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SuccessResponse>(`/api/webhooks/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}

export function useRotateSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<WebhookWithSecretResponse>(`/api/webhooks/${id}/rotate-secret`, { method: "POST" }),
  });
}

export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiFetch<{ id: string }>(`/api/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(endpointId).queryKey }),
  });
}
