import { lazy, Suspense } from "react";
import { SIGN_IN_TO_UPLOAD } from "../../../../shared/messages-base";
import { useAuth } from "../../../lib/account/auth-context";
import type { CategorySummary } from "../../../../shared/categories/category-schemas";

const CategoryAdminTools = lazy(() =>
  import("./category-admin-tools").then((module) => ({ default: module.CategoryAdminTools })),
);

/**
 * Admin upload panel of the Solutions section. Signed-out visitors get the spec's sign-in
 * note; other signed-in users see nothing; admins get the tools, a chunk of their own so
 * that no visitor downloads upload code they cannot use. While the session is unknown (the
 * prerendered page, and until the section hydrates: decision 082) the note shows, hidden by CSS
 * for a browser that was signed in at its last visit (the signed-in hint).
 */
export function CategoryAdminPanel({ categories }: { categories: CategorySummary[] }) {
  const { user, isAdmin, loading } = useAuth();
  if (loading || !user) {
    return <p className="mt-10 text-center text-sm text-muted-foreground signed-in:hidden">{SIGN_IN_TO_UPLOAD}</p>;
  }
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <CategoryAdminTools categories={categories} />
    </Suspense>
  );
}
