import { Hono, type Context } from "hono";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import { auditRequest } from "../workspaces/audit-from-request";
import type { Database } from "../../db/database";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { embedStyle, PLAY_BEACON_PREFIX, PLAY_EVENTS } from "../../../shared/publish/publish";
import { BulkPublishInputSchema } from "../../../shared/publish/bulk-publish-schemas";
import { parseJsonBody } from "../../http/parse-body";
import { publishMany, unpublishMany } from "./bulk-publish.service";
import { listeningFigures } from "./listening-figures.service";
import { oembedResponse, pixels, PUBLIC_CACHE_SECONDS, publicIdFromUrl } from "./oembed";
import { parsePlayEvent, recordPlayBeacon } from "./plays.service";
import { publishedLinks } from "./publish-links";
import { findPublishedAudio, getPublishInfo, publishAudio, unpublishAudio } from "./publish.service";

export type PublishRouteDeps = {
  auth: Auth;
  db: Database;
  storage: StorageProvider;
  appUrl: string;
  /** Proxy hops whose X-Forwarded-For entries are trusted (config TRUST_PROXY). */
  trustProxy: number;
  rateLimitDisabled: boolean;
};

/** The play beacon's body is one short word (shared/publish.ts PLAY_EVENTS); anything longer is refused unread. */
const MAX_BEACON_BYTES = 16;

/**
 * The play beacon: POST /api/plays/{publicId} from a player on any shop page. It is the one
 * state-changing /api route that is cross-origin and text/plain by design (navigator.sendBeacon
 * sends text without a CORS preflight), so the same-origin guard must exempt exactly this.
 * It reads no cookie, sets none, and changes nothing but the figures, within the bounds of
 * plays.service.ts.
 */
export function isPlayBeacon(method: string, path: string): boolean {
  return (
    method === "POST" && path.startsWith(PLAY_BEACON_PREFIX) && !path.slice(PLAY_BEACON_PREFIX.length).includes("/")
  );
}

const PUBLIC_CORS = { "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" };

/** The player's look a seller asked for: `?theme=` and `?accent=`, each checked. */
const styleOf = (c: Context) => embedStyle({ theme: c.req.query("theme"), accent: c.req.query("accent") });

/** /api routes of publishing: the seller's publish switch and figures, the beacon, oEmbed. */
export function publishRoutes(deps: PublishRouteDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .post("/audios/publish", signedIn, async (c) => {
      const { ids } = await parseJsonBody(c, BulkPublishInputSchema);
      const result = await publishMany(deps, actingWorkspace(c), ids);
      await auditRequest(c, deps.db, "audio.published", null, { ids });
      return c.json(result);
    })
    .post("/audios/unpublish", signedIn, async (c) => {
      const { ids } = await parseJsonBody(c, BulkPublishInputSchema);
      const result = await unpublishMany(deps, actingWorkspace(c), ids);
      await auditRequest(c, deps.db, "audio.unpublished", null, { ids });
      return c.json(result);
    })
    .post("/audios/:id/publish", signedIn, async (c) => {
      const info = await publishAudio(deps, actingWorkspace(c), c.req.param("id"), styleOf(c));
      await auditRequest(c, deps.db, "audio.published", c.req.param("id"));
      return c.json(info);
    })
    .get("/audios/:id/publish", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await getPublishInfo(deps, actingWorkspace(c), c.req.param("id"), styleOf(c)));
    })
    .delete("/audios/:id/publish", signedIn, async (c) => {
      const result = await unpublishAudio(deps, actingWorkspace(c), c.req.param("id"));
      await auditRequest(c, deps.db, "audio.unpublished", c.req.param("id"));
      return c.json(result);
    })
    .get("/listening-figures", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listeningFigures(deps.db, actingWorkspace(c)));
    })
    .post("/plays/:publicId", async (c) => {
      const refuse = (status: 400 | 404 | 413 | 429, error: string, code: string) =>
        c.json({ error, code }, status, { ...PUBLIC_CORS, "Cache-Control": "no-store" });
      const tooLarge = () => refuse(413, "A play report is one short word.", "too_large");
      if (Number(c.req.header("content-length") ?? "0") > MAX_BEACON_BYTES) return tooLarge();
      const body = await c.req.text();
      if (body.length > MAX_BEACON_BYTES) return tooLarge();
      const event = parsePlayEvent(body);
      if (!event) return refuse(400, `A play report is one of: ${PLAY_EVENTS.join(", ")}.`, "invalid_event");
      const outcome = await recordPlayBeacon(deps, {
        publicId: c.req.param("publicId"),
        event,
        ip: clientIp(c, deps.trustProxy),
        userAgent: c.req.header("user-agent"),
      });
      if (outcome === "not_found") return refuse(404, "No published audio has this id.", "not_found");
      if (outcome === "rate_limited") return refuse(429, "Too many play reports from this address.", "rate_limited");
      return c.body(null, 204, { ...PUBLIC_CORS, "Cache-Control": "no-store" });
    })
    .get("/oembed", async (c) => {
      const headers = { ...PUBLIC_CORS, Vary: "Accept-Encoding" };
      const format = c.req.query("format") ?? "json";
      // oEmbed 1.0: a format the provider does not offer (xml) is 501; anything else is no format at all.
      if (format === "xml") return c.json({ error: "Only format=json is offered.", code: "format" }, 501, headers);
      if (format !== "json") return c.json({ error: "format must be json.", code: "invalid_input" }, 400, headers);
      const publicId = publicIdFromUrl(deps.appUrl, c.req.query("url"));
      const audio = publicId ? await findPublishedAudio(deps.db, publicId) : undefined;
      if (!audio) return c.json({ error: "No published audio has this address.", code: "not_found" }, 404, headers);
      const { embedUrl } = publishedLinks(deps.appUrl, audio.publicId);
      return c.json(
        oembedResponse(deps.appUrl, { title: audio.title, embedUrl }, pixels(c.req.query("maxwidth"))),
        200,
        {
          ...headers,
          "Cache-Control": `public, max-age=${PUBLIC_CACHE_SECONDS}`,
        },
      );
    });
}
