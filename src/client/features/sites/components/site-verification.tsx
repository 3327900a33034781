import { ShieldCheck } from "lucide-react";
import type { SiteView } from "../../../../shared/sites/site-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useVerifySite } from "../api/site-mutations";
import { CopyText } from "./copy-text";
import { usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

/** How to prove the shop is the seller's: a meta tag on the home page or a file, then Verify. */
export function SiteVerification({ site }: { site: SiteView }) {
  const t = usePageT(SHOP_PAGE);
  const verify = useVerifySite(site.id);
  const run = () =>
    verify.mutate(undefined, {
      onSuccess: () => toast.success(t("shop.verify.done", { origin: site.origin })),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section aria-labelledby={`verify-${site.id}`} className="space-y-4 rounded-lg border p-4">
      <h3 id={`verify-${site.id}`} className="text-lg font-semibold">
        {t("shop.verify.heading", { origin: site.origin })}
      </h3>
      <p className="text-sm text-muted-foreground">{t("shop.verify.intro")}</p>
      <CopyText label={t("shop.verify.metaTag")} value={site.verification.metaTag} testId="site-meta-tag" />
      <div className="space-y-1">
        <CopyText
          label={t("shop.verify.file", { url: `${site.origin}${site.verification.filePath}` })}
          value={site.verification.token}
          testId="site-token"
        />
      </div>
      <Button onClick={run} disabled={verify.isPending}>
        <ShieldCheck aria-hidden /> {verify.isPending ? t("shop.verify.checking") : t("shop.verify.button")}
      </Button>
    </section>
  );
}
