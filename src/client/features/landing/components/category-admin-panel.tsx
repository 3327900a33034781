import { lazy, Suspense } from "react";
import { useAuth } from "../../../lib/account/auth-context";
import type { CategorySummary } from "../../../../shared/categories/category-schemas";

const CategoryAdminTools = lazy(() =>
  import("./category-admin-tools").then((module) => ({ default: module.CategoryAdminTools })),
);

/**
 * Admin upload panel of the Solutions section. Only admins see anything: the tools, a chunk of
 * their own so that no visitor downloads upload code they cannot use. Visitors and sellers see no
 * admin text under the examples (issue 25 overrides the spec's sign-in note here, decision 091).
 */
export function CategoryAdminPanel({ categories }: { categories: CategorySummary[] }) {
  const { user, isAdmin, loading } = useAuth();
  if (loading || !user || !isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <CategoryAdminTools categories={categories} />
    </Suspense>
  );
}
