import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages";
import type { DeleteAudioResponse } from "../../../shared/schemas/audio";
import { GenerateAudioInputSchema } from "../../../shared/schemas/generator";
import type { Auth } from "../../auth/create-auth";
import { requireUser, signedInRead } from "../../auth/session-middleware";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { serveStoredFile } from "../../http/serve-stored-file";
import { generateAudio, type GenerationDeps } from "./generation.service";
import { libraryForSession } from "./library-json";
import { deleteAudio, getOwnedAudio } from "./library.service";

export function audiosRoutes(deps: GenerationDeps & { auth: Auth }) {
  const signedIn = requireUser(deps.auth);
  return (
    new Hono<AppEnv>()
      .post("/", requireUser(deps.auth, MESSAGES.audio.authRequired), async (c) => {
        const input = await parseJsonBody(c, GenerateAudioInputSchema);
        return c.json(await generateAudio(deps, c.get("user").id, input));
      })
      // An AudioListResponse, assembled from cached JSON fragments (library-json.ts) rather than c.json.
      .get("/", async (c) => {
        const body = await signedInRead(deps.auth, c, libraryForSession(deps.db));
        const { bytes, encoding } = body.forRequest(c.req.header("accept-encoding"));
        const headers: Record<string, string> = {
          "Content-Type": "application/json",
          "Cache-Control": "no-store",
          Vary: "Accept-Encoding",
        };
        if (encoding) headers["Content-Encoding"] = encoding;
        return c.body(bytes, 200, headers);
      })
      .get("/:id/file", signedIn, async (c) => {
        const row = await getOwnedAudio(deps.db, c.get("user").id, c.req.param("id"));
        const download = c.req.query("download") === "1";
        return serveStoredFile(c, deps.storage, row.storageKey, {
          contentType: "audio/mpeg",
          downloadName: download ? `${row.title.replace(/[^\w\s-]/g, "").trim() || "audio"}.mp3` : undefined,
          cacheControl: "private, max-age=3600",
          version: row.createdAt.getTime().toString(36),
        });
      })
      .delete("/:id", signedIn, async (c) => {
        await deleteAudio(deps, c.get("user").id, c.req.param("id"));
        return c.json({ success: true } satisfies DeleteAudioResponse);
      })
  );
}
