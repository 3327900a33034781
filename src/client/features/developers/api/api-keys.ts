import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApiKeyListResponse,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  SuccessResponse,
} from "../../../../shared/developers/developer-schemas";
import { apiFetch } from "../../../lib/api";

export const apiKeysQueryOptions = queryOptions({
  queryKey: ["api-keys"] as const,
  queryFn: () => apiFetch<ApiKeyListResponse>("/api/keys"),
});

export function useApiKeys(enabled: boolean) {
  return useQuery({ ...apiKeysQueryOptions, enabled });
}

/** The answer carries the key itself, shown once: it is never put in the list's cache. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) => apiFetch<CreateApiKeyResponse>("/api/keys", { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SuccessResponse>(`/api/keys/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
