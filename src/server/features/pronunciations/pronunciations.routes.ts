import { Hono } from "hono";
import { PRONUNCIATION_MAX_ENTRIES } from "../../../shared/pronunciations/pronunciation-limits";
import {
  CreatePronunciationInputSchema,
  PronunciationPreviewQuerySchema,
  type CreatePronunciationResponse,
  type DeletePronunciationResponse,
  type PronunciationListResponse,
} from "../../../shared/pronunciations/pronunciation-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { uuidParam } from "../../http/uuid-param";
import { previewPronunciation, type PronunciationPreviewDeps } from "./pronunciation-preview.service";
import { createPronunciation, deletePronunciation, listPronunciations } from "./pronunciations.service";

/** /api/pronunciations: the seller's own dictionary; every route is signed in and owner-checked. */
export function pronunciationsRoutes(deps: PronunciationPreviewDeps & { auth: Auth }) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .get("/", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({
        pronunciations: await listPronunciations(deps.db, actingWorkspace(c)),
        max: PRONUNCIATION_MAX_ENTRIES,
      } satisfies PronunciationListResponse);
    })
    .post("/", signedIn, async (c) => {
      const input = await parseJsonBody(c, CreatePronunciationInputSchema);
      const pronunciation = await createPronunciation(deps.db, actingWorkspace(c), input);
      return c.json({ success: true, pronunciation } satisfies CreatePronunciationResponse, 201);
    })
    .delete("/:id", signedIn, async (c) => {
      await deletePronunciation(deps.db, actingWorkspace(c), uuidParam(c, "id"));
      return c.json({ success: true } satisfies DeletePronunciationResponse);
    })
    .get("/:id/preview", signedIn, async (c) => {
      const query = PronunciationPreviewQuerySchema.parse(c.req.query());
      const mp3 = await previewPronunciation(deps, actingWorkspace(c), uuidParam(c, "id"), query);
      return c.body(new Uint8Array(mp3), 200, { "Content-Type": "audio/mpeg", "Cache-Control": "private, no-store" });
    });
}
