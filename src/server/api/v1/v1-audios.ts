import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { audioFileName } from "../../../shared/audios/audio-file-name";
import { publicTitleOf } from "../../../shared/audios/public-title";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import {
  IdempotencyKeyHeaderSchema,
  V1AudioListQuerySchema,
  V1AudioListSchema,
  V1AudioSchema,
  V1CreateAudioInputSchema,
  V1CreateAudioResultSchema,
  V1DeletedSchema,
  V1IdParamSchema,
  type V1Audio,
} from "../../../shared/developers/api-v1-schemas";
import { DUPLICATE_WAIT_MS } from "../../features/audios/idempotent-generation";
import { generateAudio } from "../../features/production/generate-audio";
import { apiFileUrl } from "../../features/webhooks/audio-event-data";
import { deleteAudio, getAudioView, getOwnedAudio } from "../../features/audios/library.service";
import { pageOfAudioJson, type RenderedPage } from "../../features/audios/library-page-json";
import { keptJson } from "../../http/kept-json";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { serveStoredFile } from "../../http/serve-stored-file";
import { randomUUID } from "node:crypto";
import { COMMON_ERRORS, CONFLICT, NOT_FOUND, PAYMENT_REQUIRED, UNRESOLVED_CLAIMS, UPSTREAM } from "./v1-errors";
import type { V1Deps } from "./v1-deps";
import { actorOf } from "../../features/workspaces/actor";

/** The audio as the API gives it: its file and download links answer to the same key. */
export function toV1Audio(view: AudioView, appUrl: string): V1Audio {
  const file = apiFileUrl(appUrl, view.id);
  return { ...view, audio_url: file, download_url: `${file}?download=1`, ai_generated: true };
}

/** Browser and API idempotency keys live apart, so a client's key can never collide with the app's own. */
const API_IDEMPOTENCY_PREFIX = "v1-idempotency:";

const tags = ["Audios"];

const createAudio = createRoute({
  method: "post",
  path: "/audios",
  tags,
  summary: "Make an audio from a script (spends one credit)",
  description:
    "Voices the (edited) text of a script from `POST /scripts`. The text is checked against the draft's sources first: with `require_supported` (the default for keys created since claim checks), a text with unsupported sentences nobody confirmed is refused with 422 `unresolved_claims` and nothing is charged. Send an `Idempotency-Key` header: a retry with the same key returns the same audio and never charges twice, also when the duplicates arrive at the same time (they wait for the first and get its answer). A failed generation refunds its credit.",
  request: {
    headers: z.object({ "idempotency-key": IdempotencyKeyHeaderSchema }),
    body: { content: { "application/json": { schema: V1CreateAudioInputSchema } }, required: true },
  },
  responses: {
    200: {
      description: "The audio and the balance after it",
      content: { "application/json": { schema: V1CreateAudioResultSchema } },
    },
    ...COMMON_ERRORS,
    ...PAYMENT_REQUIRED,
    ...CONFLICT,
    ...UNRESOLVED_CLAIMS,
    ...UPSTREAM,
  },
});

const listAudios = createRoute({
  method: "get",
  path: "/audios",
  tags,
  summary: "List the seller's audios, newest first",
  request: { query: V1AudioListQuerySchema },
  responses: {
    200: { description: "One page", content: { "application/json": { schema: V1AudioListSchema } } },
    ...COMMON_ERRORS,
  },
});

const getAudio = createRoute({
  method: "get",
  path: "/audios/{id}",
  tags,
  summary: "Fetch one audio",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "The audio", content: { "application/json": { schema: V1AudioSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const getAudioFile = createRoute({
  method: "get",
  path: "/audios/{id}/file",
  tags,
  summary: "Download the MP3",
  description: "The audio's MP3 (Range requests supported). `?download=1` adds a Content-Disposition attachment name.",
  request: { params: V1IdParamSchema, query: z.object({ download: z.enum(["1"]).optional() }) },
  responses: {
    200: { description: "The MP3 bytes", content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } } },
    206: {
      description: "A range of the MP3",
      content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } },
    },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const removeAudio = createRoute({
  method: "delete",
  path: "/audios/{id}",
  tags,
  summary: "Delete an audio and its file",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "Deleted", content: { "application/json": { schema: V1DeletedSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

export function registerAudioRoutes(app: OpenAPIHono<AppEnv>, deps: V1Deps) {
  app.openapi(createAudio, async (c) => {
    const { require_supported: requireSupported, ...input } = c.req.valid("json");
    const header = c.req.valid("header")["idempotency-key"];
    const hold = requireSupported ?? c.get("apiKey").requireSupported ?? false;
    const result = await generateAudio(
      {
        db: deps.db,
        speech: deps.speech,
        storage: deps.storage,
        logger: deps.logger,
        events: deps.events,
        fetchOptions: deps.fetchOptions,
      },
      {
        userId: c.get("apiKey").userId,
        input: { ...input, idempotencyKey: `${API_IDEMPOTENCY_PREFIX}${header ?? randomUUID()}` },
        // Retries and duplicates arrive together: they wait for the first request and get its answer.
        whenInProgress: { waitMs: DUPLICATE_WAIT_MS },
        claimPolicy: hold ? "hold" : "report",
        actor: actorOf(c),
      },
    );
    return c.json(
      {
        audio: toV1Audio(result.audio, deps.appUrl),
        remaining_credits: result.remaining_credits,
        ...(result.claims ? { claims: result.claims } : {}),
      },
      200,
    );
  });

  // Assembled from cached JSON per audio (library-page-json.ts) rather than c.json: the same JSON, one query.
  const v1Renderer = { name: "v1", render: (view: AudioView) => toV1Audio(view, deps.appUrl), appUrl: deps.appUrl };
  app.openapi(listAudios, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const body = await pageOfAudioJson(
      deps.db,
      c.get("apiKey").userId,
      { limit, ...(cursor ? { afterId: decodeCursor(cursor) } : {}) },
      v1Renderer,
      composeV1Page,
    );
    if (!body)
      throw new AppError(400, "That cursor is not valid (use next_cursor from the previous page).", "invalid_cursor");
    // The schema's JSON, as bytes (gzipped for a client that accepts it, compressed once per kept page):
    // typed as the route's answer (the OpenAPI document still comes from the schema).
    return keptJson(c, body) as never;
  });

  app.openapi(getAudio, async (c) => {
    const view = await getAudioView(deps.db, c.get("apiKey").userId, c.req.valid("param").id, deps.appUrl);
    c.header("Cache-Control", "no-store");
    return c.json(toV1Audio(view, deps.appUrl), 200);
  });

  app.openapi(getAudioFile, async (c) => {
    const row = await getOwnedAudio(deps.db, c.get("apiKey").userId, c.req.valid("param").id);
    const download = c.req.valid("query").download === "1";
    const res = await serveStoredFile(c, deps.storage, row.storageKey, {
      contentType: "audio/mpeg",
      downloadName: download ? audioFileName(publicTitleOf(row)) : undefined,
      cacheControl: "private, no-cache",
      version: row.createdAt.getTime().toString(36),
    });
    return res;
  });

  app.openapi(removeAudio, async (c) => {
    const { id } = c.req.valid("param");
    await deleteAudio(deps, c.get("apiKey").userId, id);
    return c.json({ id, deleted: true as const }, 200);
  });
}

/** `{"data":[…],"has_more":…,"next_cursor":…}`: the V1AudioListSchema JSON of a page. */
function composeV1Page(page: RenderedPage): string {
  const nextCursor = page.hasMore && page.lastId ? JSON.stringify(encodeCursor(page.lastId)) : "null";
  return `{"data":[${page.items.join(",")}],"has_more":${page.hasMore},"next_cursor":${nextCursor}}`;
}

function encodeCursor(id: string): string {
  return Buffer.from(id).toString("base64url");
}

function decodeCursor(cursor: string): string {
  return Buffer.from(cursor, "base64url").toString();
}
