import { readCappedStream } from "../../lib/read-capped-stream";
import { Hono, type Context } from "hono";
import {
  LOGO_MAX_BYTES,
  LOGO_PATH_PREFIX,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPES,
  type LogoContentType,
  type LogoResponse,
} from "../../../shared/logos/logos";
import { LogoAltSchema } from "../../../shared/logos/logo-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace, requireRole } from "../../auth/workspace-access";
import type { AppEnv } from "../../http/app-env";
import { AppError } from "../../http/errors";
import { serveStoredFile } from "../../http/serve-stored-file";
import { auditRequest } from "../workspaces/audit-from-request";
import { findLogoFile, getAudioLogo, getSiteLogo, removeLogo, setLogo, type LogosDeps } from "./logos.service";

/** PUT /api/sites/{id}/logo and /api/audios/{id}/logo: the body is the image itself (api-exemptions.ts). */
export function isLogoUpload(method: string, path: string): boolean {
  return method === "PUT" && /^\/api\/(sites|audios)\/[^/]+\/logo$/.test(path);
}

/** A logo never changes behind its URL (a new upload is a new id), so caches may keep it a year. */
const LOGO_CACHE = "public, max-age=31536000, immutable";

/** The request's body, refused past the logo's cap without reading further. */
async function readLogoBody(c: Context): Promise<Uint8Array> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > LOGO_MAX_BYTES) throw new AppError(413, LOGO_TOO_LARGE_MESSAGE, "too_large");
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  return readCappedStream(body, LOGO_MAX_BYTES, () => new AppError(413, LOGO_TOO_LARGE_MESSAGE, "too_large"));
}

const altOf = (c: Context) => {
  const alt = c.req.query("alt");
  return alt === undefined ? undefined : LogoAltSchema.parse(alt);
};

/**
 * The seller's logo for the player (issue 25, decision 123): a site's (its admins', like the
 * site's other settings, decision 085) and an audio's own (members'). Another workspace's site
 * or audio is the 404 of a missing one.
 */
export function logosRoutes(deps: LogosDeps & { auth: Auth }) {
  const signedIn = requireUser(deps.auth);
  const answer = (c: Context, body: LogoResponse) => c.json(body, 200, { "Cache-Control": "no-store" });
  return new Hono<AppEnv>()
    .get("/sites/:id/logo", signedIn, async (c) =>
      answer(c, { logo: await getSiteLogo(deps, actingWorkspace(c), c.req.param("id")) }),
    )
    .put("/sites/:id/logo", signedIn, requireRole("admin"), async (c) => {
      const alt = altOf(c);
      const logo = await setLogo(deps, "site", actingWorkspace(c), c.req.param("id"), {
        bytes: await readLogoBody(c),
        alt,
      });
      await auditRequest(c, deps.db, "site.logo_set", c.req.param("id"), { logo_id: logo.id });
      return answer(c, { logo });
    })
    .delete("/sites/:id/logo", signedIn, requireRole("admin"), async (c) => {
      await removeLogo(deps, "site", actingWorkspace(c), c.req.param("id"));
      await auditRequest(c, deps.db, "site.logo_removed", c.req.param("id"));
      return answer(c, { logo: null });
    })
    .get("/audios/:id/logo", signedIn, async (c) =>
      answer(c, { logo: await getAudioLogo(deps, actingWorkspace(c), c.req.param("id")) }),
    )
    .put("/audios/:id/logo", signedIn, async (c) => {
      const alt = altOf(c);
      const logo = await setLogo(deps, "audio", actingWorkspace(c), c.req.param("id"), {
        bytes: await readLogoBody(c),
        alt,
      });
      await auditRequest(c, deps.db, "audio.logo_set", c.req.param("id"), { logo_id: logo.id });
      return answer(c, { logo });
    })
    .delete("/audios/:id/logo", signedIn, async (c) => {
      await removeLogo(deps, "audio", actingWorkspace(c), c.req.param("id"));
      await auditRequest(c, deps.db, "audio.logo_removed", c.req.param("id"));
      // What the player shows now: the site's logo, if the audio is a product audio of one.
      return answer(c, { logo: await getAudioLogo(deps, actingWorkspace(c), c.req.param("id")) });
    });
}

/**
 * /logo/{id}.{ext}: a logo for the players on shop pages and the share page. Public like the
 * published audio's files: the id is random and a logo is meant to be seen.
 */
export function logoFileRoutes(deps: Pick<LogosDeps, "db" | "storage">) {
  return new Hono().get(`${LOGO_PATH_PREFIX}:file{[0-9a-f-]{36}\\.(png|jpg|webp)}`, async (c) => {
    const file = c.req.param("file");
    const dot = file.lastIndexOf(".");
    const logo = await findLogoFile(deps.db, file.slice(0, dot));
    if (!logo || LOGO_TYPES[logo.contentType as LogoContentType] !== file.slice(dot + 1)) {
      return c.text("This logo is not available.", 404, { "Cache-Control": "no-store" });
    }
    return serveStoredFile(c, deps.storage, logo.storageKey, {
      contentType: logo.contentType,
      cacheControl: LOGO_CACHE,
    });
  });
}
