import { PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { CREDIT_PACKS } from "../../../../shared/catalog/pack-list";
import { MESSAGES } from "../../../../shared/messages";
import { translateMessage, useLocale, usePageT } from "../../../i18n/i18n";
import { AUDIO_PANEL } from "../../../i18n/pages/audio-panel";
import { formatPrice, formatPricePerCredit } from "../../../i18n/money";
import { PATHS } from "../../../../shared/paths";

/**
 * The moment the free credit is spent (issue 25): a success with the packs, not a warning. The
 * spec's sentence ("You've already generated an audio. …") stays, as the spec words it.
 */
export function FreeAudioReady() {
  const t = usePageT(AUDIO_PANEL);
  const locale = useLocale();
  return (
    <section
      role="status"
      aria-labelledby="free-audio-ready-title"
      className="rounded-lg border border-primary/40 bg-primary/5 px-4 py-3 text-sm"
      data-testid="free-audio-ready"
    >
      <h3 id="free-audio-ready-title" className="flex items-center gap-2 font-semibold">
        <PartyPopper className="size-4 text-primary" aria-hidden /> {t("audioPanel.packs.freeAudioReady")}
      </h3>
      <p className="mt-1 text-muted-foreground">{translateMessage(MESSAGES.script.alreadyGenerated)}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3" aria-label={t("audioPanel.packs.label")}>
        {CREDIT_PACKS.map((pack) => (
          <li key={pack.id} className="rounded-md border bg-background px-3 py-2">
            <span className="font-medium">{pack.name}</span>
            {t("audioPanel.packs.creditsFor", { count: pack.credits, price: formatPrice(pack.priceCents, locale) })}
            <span className="block text-xs text-muted-foreground">
              {formatPricePerCredit(pack, locale, (price) => t("audioPanel.packs.perCredit", { price }))}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={PATHS.pricing}
        className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("audioPanel.packs.choose")}
      </Link>
    </section>
  );
}
