import { EMBED_HEIGHT_PX, EMBED_MAX_WIDTH_PX } from "../shared/publish/publish";
import { PLAYER_SLOT_ATTRIBUTE, type SiteLookupResult } from "../shared/sites/site-lookup";
import { productIdentifiers } from "./site-ids";

/*
 * /embed/site.js (issue 23): the one script tag a shop puts in its theme.
 *   <script src="{APP_URL}/embed/site.js" data-site="{siteId}" data-accent="#0f766e" async></script>
 * data-accent (optional): the shop's accent colour for every player it mounts (the server checks it).
 * On each page it works out which product this is, asks the public lookup for the site's live
 * audio, and if there is one mounts the sandboxed player into the first [data-shelftalk-player]
 * (or after the site's CSS selector). Otherwise it does nothing at all. No cookies, no storage,
 * no framework; the host page reserves the player's height on its slot, so nothing shifts.
 */

const MOUNTED = "data-shelftalk-mounted";

function frame(found: SiteLookupResult, accent: string | null): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.src = accent ? `${found.embedUrl}?accent=${encodeURIComponent(accent)}` : found.embedUrl;
  iframe.title = `Listen: ${found.title}`;
  iframe.width = "100%";
  iframe.height = String(EMBED_HEIGHT_PX);
  iframe.loading = "lazy";
  // No allow-same-origin: the player cannot read or set cookies, touch or navigate the shop page.
  iframe.setAttribute("sandbox", "allow-scripts allow-popups allow-popups-to-escape-sandbox");
  iframe.style.cssText = `display:block;width:100%;max-width:${EMBED_MAX_WIDTH_PX}px;height:${EMBED_HEIGHT_PX}px;border:0;border-radius:12px`;
  return iframe;
}

/** A seller's selector may be invalid CSS: then there is nowhere to mount. */
function safeQuery(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

function mount(found: SiteLookupResult, accent: string | null): void {
  let slot = document.querySelector<HTMLElement>(`[${PLAYER_SLOT_ATTRIBUTE}]`);
  if (!slot && found.selector) {
    const anchor = safeQuery(found.selector);
    if (!anchor?.parentNode) return;
    slot = document.createElement("div");
    slot.setAttribute(PLAYER_SLOT_ATTRIBUTE, "");
    anchor.parentNode.insertBefore(slot, anchor.nextSibling);
  }
  if (!slot || slot.hasAttribute(MOUNTED)) return;
  slot.setAttribute(MOUNTED, "");
  slot.appendChild(frame(found, accent));
}

function run(script: HTMLScriptElement): void {
  const siteId = script.getAttribute("data-site");
  if (!siteId) return;
  const base = new URL(script.src, location.href).origin;
  const query = new URLSearchParams(productIdentifiers(document, location.href));
  fetch(`${base}/api/sites/${encodeURIComponent(siteId)}/lookup?${query.toString()}`, {
    credentials: "omit",
    mode: "cors",
  })
    .then((res) => (res.ok ? (res.json() as Promise<SiteLookupResult>) : undefined))
    .then((found) => {
      if (found?.embedUrl && found.embedUrl.startsWith(`${base}/embed/`))
        mount(found, script.getAttribute("data-accent"));
    })
    // No audio, offline or blocked: the page stays exactly as the shop made it.
    .catch(() => undefined);
}

const current = document.currentScript as HTMLScriptElement | null;
if (current) {
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", () => run(current), { once: true });
  else run(current);
}
