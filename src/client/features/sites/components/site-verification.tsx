import { ShieldCheck } from "lucide-react";
import type { SiteView } from "../../../../shared/sites/site-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useVerifySite } from "../api/site-mutations";
import { CopyText } from "./copy-text";

/** How to prove the shop is the seller's: a meta tag on the home page or a file, then Verify. */
export function SiteVerification({ site }: { site: SiteView }) {
  const verify = useVerifySite(site.id);
  const run = () =>
    verify.mutate(undefined, {
      onSuccess: () => toast.success(`${site.origin} is verified.`),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section aria-labelledby={`verify-${site.id}`} className="space-y-4 rounded-lg border p-4">
      <h3 id={`verify-${site.id}`} className="text-lg font-semibold">
        Verify {site.origin}
      </h3>
      <p className="text-sm text-muted-foreground">
        Nothing is synced or played for this shop until you prove it is yours. Do one of these, then press Verify.
      </p>
      <CopyText
        label="1. Add this tag inside <head> of your home page"
        value={site.verification.metaTag}
        testId="site-meta-tag"
      />
      <div className="space-y-1">
        <CopyText
          label={`2. Or publish a file at ${site.origin}${site.verification.filePath} holding`}
          value={site.verification.token}
          testId="site-token"
        />
      </div>
      <Button onClick={run} disabled={verify.isPending}>
        <ShieldCheck aria-hidden /> {verify.isPending ? "Checking…" : "Verify"}
      </Button>
    </section>
  );
}
