import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SiteProductView,
  SiteReviewDecision,
  SiteReviewView,
  SiteSyncView,
} from "../../../../shared/sites/site-schemas";
import { apiFetch } from "../../../lib/api";
import { creditsQueryOptions } from "../../../lib/account/get-credits";
import { sitesQueryOptions } from "./list-sites";

/** While a sync runs, its products, reviews and history are read again this often. */
const RUNNING_REFRESH_MS = 2000;

export const siteProductsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ["sites", siteId, "products"] as const,
    queryFn: () => apiFetch<SiteProductView[]>(`/api/sites/${siteId}/products`),
  });

export const siteReviewsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ["sites", siteId, "reviews"] as const,
    queryFn: () => apiFetch<SiteReviewView[]>(`/api/sites/${siteId}/reviews`),
  });

export const siteSyncsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ["sites", siteId, "syncs"] as const,
    queryFn: () => apiFetch<SiteSyncView[]>(`/api/sites/${siteId}/syncs`),
  });

/** Products, reviews and sync history of one site; all are read again every 2 s while a sync runs. */
export function useSiteActivity(siteId: string) {
  const syncs = useQuery({
    ...siteSyncsQueryOptions(siteId),
    refetchInterval: (query) => (query.state.data?.[0]?.status === "running" ? RUNNING_REFRESH_MS : false),
  });
  const refetchInterval = syncs.data?.[0]?.status === "running" ? RUNNING_REFRESH_MS : false;
  return {
    syncs,
    products: useQuery({ ...siteProductsQueryOptions(siteId), refetchInterval }),
    reviews: useQuery({ ...siteReviewsQueryOptions(siteId), refetchInterval }),
  };
}

function useRefreshSite(siteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sitesQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: siteProductsQueryOptions(siteId).queryKey }),
      queryClient.invalidateQueries({ queryKey: siteReviewsQueryOptions(siteId).queryKey }),
      queryClient.invalidateQueries({ queryKey: siteSyncsQueryOptions(siteId).queryKey }),
      queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey }),
    ]);
}

/** "Sync now": POST /api/sites/{id}/sync. */
export function useStartSync(siteId: string) {
  const refresh = useRefreshSite(siteId);
  return useMutation({
    mutationFn: () => apiFetch<{ syncId: string }>(`/api/sites/${siteId}/sync`, { method: "POST" }),
    onSuccess: refresh,
  });
}

export type ReviewDecision = { decision: "approve" | "reject"; reviewId?: string };

/** Approve or reject one review, or all of them (no reviewId). */
export function useDecideReview(siteId: string) {
  const refresh = useRefreshSite(siteId);
  return useMutation({
    mutationFn: ({ decision, reviewId }: ReviewDecision) =>
      apiFetch<SiteReviewDecision | SiteReviewDecision[]>(
        reviewId
          ? `/api/sites/${siteId}/reviews/${reviewId}/${decision}`
          : `/api/sites/${siteId}/reviews/${decision}-all`,
        { method: "POST" },
      ),
    onSuccess: refresh,
  });
}
