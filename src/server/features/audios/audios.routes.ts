import { Readable } from "node:stream";
import { Hono } from "hono";
import { audioFileName } from "../../../shared/audios/audio-file-name";
import { publicTitleOf } from "../../../shared/audios/public-title";
import { MESSAGES } from "../../../shared/messages";
import {
  LibrarySearchSchema,
  RenameAudioInputSchema,
  type AudioListResponse,
  type DeleteAudioResponse,
  type RenameAudioResponse,
} from "../../../shared/audios/audio-schemas";
import { GenerateAudioInputSchema } from "../../../shared/generator/generator-schemas";
import type { Auth } from "../../auth/create-auth";
import { readSession, requireUser, signedInRead } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import { notFound, unauthorized } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { serveStoredFile } from "../../http/serve-stored-file";
import { uuidParam } from "../../http/uuid-param";
import { generateAudio, type GenerationDeps } from "../production/generate-audio";
import { actorOf } from "../workspaces/actor";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { audioAsWav } from "./audio-wav";
import { libraryForSession } from "./library-json";
import { deleteAudio, getOwnedAudio, renameAudio, searchAudios } from "./library.service";
import { LibraryBulkInputSchema, type BulkDeleteResponse } from "../../../shared/audios/library-bulk-schemas";
import { archiveMany, deleteMany } from "./library-bulk";
import { keptJson } from "../../http/kept-json";

export function audiosRoutes(deps: GenerationDeps & { auth: Auth; appUrl: string }) {
  const signedIn = requireUser(deps.auth);
  return (
    new Hono<AppEnv>()
      .post("/", requireUser(deps.auth, MESSAGES.audio.authRequired), async (c) => {
        const input = await parseJsonBody(c, GenerateAudioInputSchema);
        // The generator's button: a duplicate still generating is answered 409 in_progress at once.
        const options = {
          userId: actingWorkspace(c),
          input,
          sessionId: c.get("sessionId"),
          whenInProgress: "refuse",
          actor: actorOf(c),
        } as const;
        return c.json(await generateAudio(deps, options));
      })
      // An AudioListResponse, assembled from cached JSON fragments (library-json.ts) rather than c.json.
      .get("/", async (c) => {
        const search = LibrarySearchSchema.parse(c.req.query("q"));
        if (search !== undefined) {
          const session = await readSession(deps.auth, c.req.raw.headers);
          if (!session) throw unauthorized();
          c.header("Cache-Control", "no-store");
          return c.json({
            audios: await searchAudios(deps.db, session.workspace.id, search, deps.appUrl),
          } satisfies AudioListResponse);
        }
        return keptJson(c, await signedInRead(deps.auth, c, libraryForSession(deps.db, deps.appUrl)));
      })
      .get("/:id/file", signedIn, async (c) => {
        const row = await getOwnedAudio(deps.db, actingWorkspace(c), uuidParam(c, "id"));
        const download = c.req.query("download") === "1";
        if (c.req.query("format") === "wav") {
          // WAV as well as MP3 (issue 18): decoded from the stored MP3 on request, never stored.
          const language = LanguageCodeSchema.safeParse(row.language);
          const wav = await audioAsWav(deps.storage, row.storageKey, language.success ? language.data : "en");
          return c.body(new Uint8Array(wav), 200, {
            "Content-Type": "audio/wav",
            "Cache-Control": "private, no-store",
            "Content-Disposition": `attachment; filename="${audioFileName(publicTitleOf(row), "wav")}"`,
          });
        }
        return serveStoredFile(c, deps.storage, row.storageKey, {
          contentType: "audio/mpeg",
          downloadName: download ? audioFileName(publicTitleOf(row)) : undefined,
          // Revalidated on every play: the ETag answers 304 without the bytes while signed in, and
          // after sign-out the browser gets the 401 instead of replaying its copy.
          cacheControl: "private, no-cache",
          version: row.createdAt.getTime().toString(36),
        });
      })
      // My Audios' table (issue 25): many of the seller's own audios at once, at most 500 ids a call.
      .post("/bulk-delete", signedIn, async (c) => {
        const { ids } = await parseJsonBody(c, LibraryBulkInputSchema);
        return c.json({ ids: await deleteMany(deps, actingWorkspace(c), ids) } satisfies BulkDeleteResponse);
      })
      .post("/archive", signedIn, async (c) => {
        const { ids } = await parseJsonBody(c, LibraryBulkInputSchema);
        const stream = await archiveMany(deps, actingWorkspace(c), ids);
        if (!stream) throw notFound();
        return new Response(Readable.toWeb(stream) as ReadableStream, {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="shelftalk-audios.zip"',
            "Cache-Control": "no-store",
          },
        });
      })
      .patch("/:id", signedIn, async (c) => {
        const input = await parseJsonBody(c, RenameAudioInputSchema);
        const audio = await renameAudio(deps.db, actingWorkspace(c), uuidParam(c, "id"), input, deps.appUrl);
        return c.json({ success: true, audio } satisfies RenameAudioResponse);
      })
      .delete("/:id", signedIn, async (c) => {
        await deleteAudio(deps, actingWorkspace(c), uuidParam(c, "id"));
        return c.json({ success: true } satisfies DeleteAudioResponse);
      })
  );
}
