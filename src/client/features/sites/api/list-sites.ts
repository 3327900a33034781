import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteView } from "../../../../shared/sites/site-schemas";
import { apiFetch } from "../../../lib/api";

/** GET /api/sites: the seller's connected shops. */
export const sitesQueryOptions = queryOptions({
  queryKey: ["sites"] as const,
  queryFn: () => apiFetch<SiteView[]>("/api/sites"),
});

export function useSites(enabled: boolean) {
  return useQuery({ ...sitesQueryOptions, enabled });
}
