import { useState } from "react";
import { accentColor, EMBED_HEIGHT_PX } from "../../../../shared/publish/publish";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { PLAYER_SLOT_ATTRIBUTE } from "../../../../shared/sites/site-lookup";
import { CopyText } from "./copy-text";
import { usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";
import { richText } from "../../../i18n/rich-text";

/** The one script tag for the whole shop, where the player goes, and how to add both on common platforms. */
export function SiteSnippet({ siteId, appUrl }: { siteId: string; appUrl: string }) {
  // The shop's accent colour for every player the loader mounts (issue 25); the server checks it again.
  const t = usePageT(SHOP_PAGE);
  const [accentInput, setAccentInput] = useState<string | null>(null);
  const accent = accentColor(accentInput);
  const accentAttribute = accent ? ` data-accent="#${accent}"` : "";
  const snippet = `<script src="${appUrl}/embed/site.js" data-site="${siteId}"${accentAttribute} async></script>`;
  const slot = `<div ${PLAYER_SLOT_ATTRIBUTE} style="min-height:${EMBED_HEIGHT_PX}px"></div>`;
  return (
    <section aria-labelledby={`snippet-${siteId}`} className="space-y-4 rounded-lg border p-4">
      <h3 id={`snippet-${siteId}`} className="text-lg font-semibold">
        {t("shop.snippet.heading")}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`site-accent-${siteId}`} className="text-sm">
          {t("shop.snippet.accent")}
        </Label>
        <input
          id={`site-accent-${siteId}`}
          type="color"
          className="h-9 w-12 cursor-pointer rounded-md border bg-background p-1"
          value={accent ? `#${accent}` : "#0f766e"}
          onChange={(event) => setAccentInput(event.target.value)}
        />
        {accent ? (
          <Button variant="ghost" size="sm" onClick={() => setAccentInput(null)}>
            {t("shop.snippet.defaultColour")}
          </Button>
        ) : null}
      </div>
      <CopyText label={t("shop.snippet.script")} value={snippet} testId="site-snippet" />
      <CopyText label={t("shop.snippet.slot")} value={slot} testId="site-slot" />
      <p className="text-sm text-muted-foreground">{t("shop.snippet.slotHelp", { height: EMBED_HEIGHT_PX })}</p>
      <div className="grid gap-4 text-sm md:grid-cols-2">
        <div className="space-y-1">
          <h4 className="font-medium">Shopify</h4>
          <p>{richText(t("shop.snippet.shopify"), { code: (inner) => <code>{inner}</code> })}</p>
        </div>
        <div className="space-y-1">
          <h4 className="font-medium">WooCommerce / WordPress</h4>
          <p>{t("shop.snippet.woo")}</p>
        </div>
      </div>
    </section>
  );
}
