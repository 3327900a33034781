import { useState } from "react";
import { accentColor, EMBED_HEIGHT_PX } from "../../../../shared/publish/publish";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { PLAYER_SLOT_ATTRIBUTE } from "../../../../shared/sites/site-lookup";
import { CopyText } from "./copy-text";

/** The one script tag for the whole shop, where the player goes, and how to add both on common platforms. */
export function SiteSnippet({ siteId, appUrl }: { siteId: string; appUrl: string }) {
  // The shop's accent colour for every player the loader mounts (issue 25); the server checks it again.
  const [accentInput, setAccentInput] = useState<string | null>(null);
  const accent = accentColor(accentInput);
  const accentAttribute = accent ? ` data-accent="#${accent}"` : "";
  const snippet = `<script src="${appUrl}/embed/site.js" data-site="${siteId}"${accentAttribute} async></script>`;
  const slot = `<div ${PLAYER_SLOT_ATTRIBUTE} style="min-height:${EMBED_HEIGHT_PX}px"></div>`;
  return (
    <section aria-labelledby={`snippet-${siteId}`} className="space-y-4 rounded-lg border p-4">
      <h3 id={`snippet-${siteId}`} className="text-lg font-semibold">
        Put the player on every product page
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`site-accent-${siteId}`} className="text-sm">
          Player accent colour (optional)
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
            Default colour
          </Button>
        ) : null}
      </div>
      <CopyText label="The script, once for the whole shop" value={snippet} testId="site-snippet" />
      <CopyText label="Where the player goes, in the product template" value={slot} testId="site-slot" />
      <p className="text-sm text-muted-foreground">
        The slot keeps its {EMBED_HEIGHT_PX} px so the page never jumps when the player appears. Pages without an audio
        are left exactly as they are; the script sets and reads no cookies.
      </p>
      <div className="grid gap-4 text-sm md:grid-cols-2">
        <div className="space-y-1">
          <h4 className="font-medium">Shopify</h4>
          <p>
            Online Store → Themes → ⋯ → Edit code. Paste the script in <code>layout/theme.liquid</code> just before{" "}
            <code>&lt;/head&gt;</code> (or add it as a custom liquid app embed block), and the slot in{" "}
            <code>sections/main-product.liquid</code> where the player should show.
          </p>
        </div>
        <div className="space-y-1">
          <h4 className="font-medium">WooCommerce / WordPress</h4>
          <p>
            Add the script to the site header (your theme&apos;s header scripts setting, or a header-snippet plugin such
            as WPCode), and the slot to the single product template, e.g. in a Custom HTML block.
          </p>
        </div>
      </div>
    </section>
  );
}
