import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoriesResponse, CategorySummary } from "../../../../shared/categories/category-schemas";
import { apiFetch } from "../../../lib/api";
import { earlyRequest } from "../../../lib/early-request";

export function getCategories(): Promise<CategorySummary[]> {
  return apiFetch<CategoriesResponse>("/api/categories").then((body) => body.categories);
}

const early = earlyRequest(getCategories);
/** Started by main.tsx on the landing page, so the example players appear as soon as it hydrates. */
export const startCategoriesRequest = early.start;

export const categoriesQueryOptions = queryOptions({
  queryKey: ["categories"] as const,
  queryFn: early.take,
  staleTime: 60_000,
});

/** The eight Solutions cards' audio state (GET /api/categories). */
export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
