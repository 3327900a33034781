import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategorySummary } from "../../../../server/features/categories/categories.service";
import { apiFetch } from "../../../lib/api";
import { earlyRequest } from "../../../lib/early-request";

export type { CategorySummary };

export const CATEGORIES_QUERY_KEY = ["categories"] as const;

export function getCategories(): Promise<CategorySummary[]> {
  return apiFetch<{ categories: CategorySummary[] }>("/api/categories").then((body) => body.categories);
}

const early = earlyRequest(getCategories);
/** Started by main.tsx on the landing page, so the example players appear as soon as it hydrates. */
export const startCategoriesRequest = early.start;

export const categoriesQueryOptions = queryOptions({
  queryKey: CATEGORIES_QUERY_KEY,
  queryFn: early.take,
  staleTime: 60_000,
});

/** The eight Solutions cards' audio state (GET /api/categories). */
export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
