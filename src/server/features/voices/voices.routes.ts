import { Hono } from "hono";
import { z } from "zod";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { isVoiceOffered, VoiceIdSchema } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import { AppError } from "../../http/errors";
import { serveStoredFile } from "../../http/serve-stored-file";
import { ensureVoicePreview, type VoicePreviewDeps } from "./voice-preview.service";

const PreviewQuerySchema = z.object({ language: LanguageCodeSchema, voice: VoiceIdSchema });

/** GET /api/voices/preview?language=&voice=: the fixed promotional sentence, public and cached. */
export function voicesRoutes(deps: VoicePreviewDeps) {
  return new Hono().get("/preview", async (c) => {
    const parsed = PreviewQuerySchema.safeParse(c.req.query());
    if (!parsed.success || !isVoiceOffered(parsed.data.language, parsed.data.voice)) {
      throw new AppError(400, "That voice is not offered for this language.", "invalid_voice");
    }
    let key: string;
    try {
      key = await ensureVoicePreview(deps, parsed.data.language, parsed.data.voice);
    } catch {
      throw new AppError(503, MESSAGES.voicePreview.failed, "preview_failed");
    }
    return serveStoredFile(c, deps.storage, key, { contentType: "audio/mpeg", cacheControl: "public, max-age=86400" });
  });
}
