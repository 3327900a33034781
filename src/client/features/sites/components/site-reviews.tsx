import { Check, X } from "lucide-react";
import type { SiteReviewView } from "../../../../shared/sites/site-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useDecideReview, type ReviewDecision } from "../api/site-activity";
import { usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

/** The review queue: each new or changed product's script (old and new, and what changed), approved or rejected. */
export function SiteReviews({ siteId, reviews }: { siteId: string; reviews: readonly SiteReviewView[] }) {
  const t = usePageT(SHOP_PAGE);
  const decide = useDecideReview(siteId);
  const run = (input: ReviewDecision, done: string) =>
    decide.mutate(input, { onSuccess: () => toast.success(done), onError: (error) => toast.error(error.message) });
  return (
    <section aria-labelledby={`reviews-${siteId}`} className="space-y-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`reviews-${siteId}`} className="text-lg font-semibold">
          {t("shop.reviews.heading", { count: reviews.length })}
        </h3>
        {reviews.length > 1 ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => run({ decision: "approve" }, t("shop.reviews.allApproved"))}
              disabled={decide.isPending}
            >
              <Check aria-hidden /> {t("shop.reviews.approveAll")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => run({ decision: "reject" }, t("shop.reviews.allRejected"))}
              disabled={decide.isPending}
            >
              <X aria-hidden /> {t("shop.reviews.rejectAll")}
            </Button>
          </div>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("shop.reviews.empty")}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="space-y-2 border-t pt-3" data-testid="site-review">
              <p className="break-all text-sm font-medium">
                {review.kind === "new" ? t("shop.reviews.newProduct") : t("shop.reviews.changed")}: {review.url}
              </p>
              {review.changes.length ? (
                <ul className="text-sm" aria-label={t("shop.reviews.whatChanged")}>
                  {review.changes.map((change, index) => (
                    // Several features or spec rows change under one field name: the position tells them apart.
                    <li key={`${change.field}-${index}`}>
                      <span className="font-medium">{change.field}</span>: {change.old ?? "—"} → {change.new ?? "—"}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="grid gap-2 md:grid-cols-2">
                {review.oldScript ? (
                  <div>
                    <p className="text-xs text-muted-foreground">{t("shop.reviews.oldScript")}</p>
                    <p className="whitespace-pre-wrap rounded-md bg-muted p-2 text-sm">{review.oldScript}</p>
                  </div>
                ) : null}
                <div>
                  <p className="text-xs text-muted-foreground">{t("shop.reviews.newScript")}</p>
                  <p className="whitespace-pre-wrap rounded-md bg-muted p-2 text-sm">{review.newScript}</p>
                </div>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => run({ decision: "approve", reviewId: review.id }, t("shop.reviews.approved"))}
                  disabled={decide.isPending}
                >
                  <Check aria-hidden /> {t("shop.reviews.approve")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => run({ decision: "reject", reviewId: review.id }, t("shop.reviews.rejected"))}
                  disabled={decide.isPending}
                >
                  <X aria-hidden /> {t("shop.reviews.reject")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
