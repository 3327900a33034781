import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteView, UpdateSiteInput } from "../../../../shared/sites/site-schemas";
import { apiFetch } from "../../../lib/api";
import { sitesQueryOptions } from "./list-sites";

/*
 * The seller's changes to one site (POST /api/sites, PATCH/DELETE /api/sites/{id},
 * POST /api/sites/{id}/verify): each refreshes the list of sites.
 */

function useSiteMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQueryOptions.queryKey }),
  });
}

export function useCreateSite() {
  return useSiteMutation((origin: string) => apiFetch<SiteView>("/api/sites", { json: { origin } }));
}

export function useUpdateSite(siteId: string) {
  return useSiteMutation((input: UpdateSiteInput) =>
    apiFetch<SiteView>(`/api/sites/${siteId}`, { method: "PATCH", json: input }),
  );
}

export function useVerifySite(siteId: string) {
  return useSiteMutation(() => apiFetch<{ verified: true }>(`/api/sites/${siteId}/verify`, { method: "POST" }));
}

export function useDeleteSite(siteId: string) {
  return useSiteMutation(() => apiFetch<{ deleted: true }>(`/api/sites/${siteId}`, { method: "DELETE" }));
}
