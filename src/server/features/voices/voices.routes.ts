import { Hono } from "hono";
import { z } from "zod";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { isVoiceOffered, VoiceIdSchema } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import { AppError } from "../../http/errors";
import { serveStoredFile } from "../../http/serve-stored-file";
import { isNaturalEngine, SPEECH_ENGINE_LABELS, type SpeechEngineId } from "../../../shared/voices/speech-engine";
import type { SpeechEngineResponse } from "../../../shared/voices/speech-engine-schemas";
import { ensureVoicePreview, type VoicePreviewDeps } from "./voice-preview.service";

const PreviewQuerySchema = z.object({ language: LanguageCodeSchema, voice: VoiceIdSchema });

/**
 * GET /api/voices/preview?language=&voice=: the fixed promotional sentence, public and cached.
 * GET /api/voices/engine: which engine speaks the voices (public; fixed for the process's life).
 */
export function voicesRoutes(deps: VoicePreviewDeps & { engine: SpeechEngineId }) {
  const engine: SpeechEngineResponse = {
    engine: deps.engine,
    label: SPEECH_ENGINE_LABELS[deps.engine],
    natural: isNaturalEngine(deps.engine),
  };
  return new Hono()
    .get("/engine", (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(engine);
    })
    .get("/preview", async (c) => {
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
      return serveStoredFile(c, deps.storage, key, {
        contentType: "audio/mpeg",
        cacheControl: "public, max-age=86400",
      });
    });
}
