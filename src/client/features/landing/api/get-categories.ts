import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategorySummary } from "../../../../server/features/categories/categories.service";
import { apiFetch } from "../../../lib/api";

export type { CategorySummary };

export const CATEGORIES_QUERY_KEY = ["categories"] as const;

export function getCategories(): Promise<CategorySummary[]> {
  return apiFetch<{ categories: CategorySummary[] }>("/api/categories").then((body) => body.categories);
}

export const categoriesQueryOptions = queryOptions({
  queryKey: CATEGORIES_QUERY_KEY,
  queryFn: getCategories,
  staleTime: 60_000,
});

/** The eight Solutions cards' audio state (GET /api/categories). */
export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
