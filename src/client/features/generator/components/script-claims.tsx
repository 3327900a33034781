import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { Claim } from "../../../../shared/claims/claim-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useConfirmClaim } from "../api/check-script";
import { translateMessage, usePageT } from "../../../i18n/i18n";
import { AUDIO_PANEL } from "../../../i18n/pages/audio-panel";

/**
 * The script's unsupported sentences under the script box (issue 24): each one marked, with why
 * and the nearest text of the page or the seller's details, and "I can substantiate this".
 */
export function ScriptClaims({ draftId, text, claims }: { draftId: string; text: string; claims: readonly Claim[] }) {
  const confirm = useConfirmClaim();
  const t = usePageT(AUDIO_PANEL);
  const flagged = claims.filter((claim) => claim.status === "unsupported");
  if (flagged.length === 0) return null;
  const open = flagged.filter((claim) => !claim.confirmed).length;
  return (
    <section aria-labelledby="script-claims-title" className="space-y-2" data-testid="script-claims">
      <h3 id="script-claims-title" className="text-sm font-medium">
        {open > 0 ? t("audioPanel.claims.open", { count: open }) : t("audioPanel.claims.allConfirmed")}
      </h3>
      <ul className="space-y-2">
        {flagged.map((claim) => (
          <li
            key={claim.sentence}
            className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
          >
            <p>
              <mark className="rounded-sm bg-amber-200 px-0.5 text-foreground dark:bg-amber-800">{claim.sentence}</mark>
            </p>
            {claim.reason ? (
              <p className="flex gap-1 text-amber-800 dark:text-amber-300">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>{translateMessage(claim.reason)}</span>
              </p>
            ) : null}
            {claim.source ? (
              <p className="text-muted-foreground">
                {t("audioPanel.claims.nearestSource")} <q>{claim.source}</q>
              </p>
            ) : null}
            {claim.confirmed ? (
              <p className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                <CheckCircle2 aria-hidden className="size-4" /> {t("audioPanel.claims.confirmed")}
              </p>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={confirm.isPending}
                onClick={() =>
                  confirm.mutate(
                    { draftId, sentence: claim.sentence, text },
                    { onError: (error) => toast.error(error.message) },
                  )
                }
              >
                {t("audioPanel.claims.confirm")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
