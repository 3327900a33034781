import { auditRequest } from "../../features/workspaces/audit-from-request";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  V1CreateScriptInputSchema,
  V1CreditsSchema,
  V1IdParamSchema,
  V1PublicationSchema,
  V1ScriptSchema,
  V1CheckScriptInputSchema,
  V1CheckScriptResultSchema,
} from "../../../shared/developers/api-v1-schemas";
import { checkDraft } from "../../features/production/draft-claims";
import { readBalance } from "../../features/credits/credits.service";
import { publishAudio, unpublishAudio } from "../../features/publish/publish.service";
import { generateScript } from "../../features/scripts/scripts.service";
import type { AppEnv } from "../../http/app-env";
import { COMMON_ERRORS, CONFLICT, NOT_FOUND, PAYMENT_REQUIRED, UPSTREAM } from "./v1-errors";
import type { V1Deps } from "./v1-deps";

const createScript = createRoute({
  method: "post",
  path: "/scripts",
  tags: ["Scripts"],
  summary: "Write a script from a product link and/or details",
  description:
    "Answers like the app's own generator: a `draftId` and the `script`, which you may edit before `POST /audios`. Costs no credit, but needs a balance above zero; at most 30 scripts an hour per seller.",
  request: { body: { content: { "application/json": { schema: V1CreateScriptInputSchema } }, required: true } },
  responses: {
    200: { description: "The script draft", content: { "application/json": { schema: V1ScriptSchema } } },
    ...COMMON_ERRORS,
    ...PAYMENT_REQUIRED,
    ...CONFLICT,
    422: {
      description: "Not enough information to write about",
      content: { "application/json": { schema: COMMON_ERRORS[400].content["application/json"].schema } },
    },
    ...UPSTREAM,
  },
});

const checkScript = createRoute({
  method: "post",
  path: "/scripts/check",
  tags: ["Scripts"],
  summary: "Check an edited script against its draft's sources",
  description:
    "Labels each sentence of `text` against what the draft's product page and details say (the same check `POST /scripts` and `POST /audios` run): `supported`, `unsupported` (with `reason` and the nearest `source` text) or `neutral`. Costs nothing.",
  request: { body: { content: { "application/json": { schema: V1CheckScriptInputSchema } }, required: true } },
  responses: {
    200: { description: "The claims", content: { "application/json": { schema: V1CheckScriptResultSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const credits = createRoute({
  method: "get",
  path: "/credits",
  tags: ["Credits"],
  summary: "The seller's credit balance",
  responses: {
    200: { description: "The balance", content: { "application/json": { schema: V1CreditsSchema } } },
    ...COMMON_ERRORS,
  },
});

const publish = createRoute({
  method: "post",
  path: "/audios/{id}/publish",
  tags: ["Publishing"],
  summary: "Publish an audio (share page and embed)",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "Published", content: { "application/json": { schema: V1PublicationSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
    ...CONFLICT,
  },
});

const unpublish = createRoute({
  method: "post",
  path: "/audios/{id}/unpublish",
  tags: ["Publishing"],
  summary: "Take an audio off its public addresses (the public id is kept)",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "Unpublished", content: { "application/json": { schema: V1PublicationSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>, deps: V1Deps) {
  app.openapi(checkScript, async (c) => {
    const { draftId, text } = c.req.valid("json");
    return c.json(await checkDraft(deps.db, c.get("apiKey").userId, draftId, text), 200);
  });

  app.openapi(createScript, async (c) => {
    const key = c.get("apiKey");
    // The language lock belongs to a browser session; a key is its own "session" for it.
    const result = await generateScript(
      deps,
      { userId: key.userId, sessionId: `api-key:${key.keyId}` },
      c.req.valid("json"),
    );
    return c.json(result, 200);
  });

  app.openapi(credits, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ credits: await readBalance(deps.db, c.get("apiKey").userId) }, 200);
  });

  app.openapi(publish, async (c) => {
    const info = await publishAudio(deps, c.get("apiKey").userId, c.req.valid("param").id);
    await auditRequest(c, deps.db, "audio.published", c.req.valid("param").id);
    return c.json(
      {
        published: true,
        public_id: info.publicId,
        share_url: info.shareUrl,
        embed_url: info.embedUrl,
        embed_html: info.embedHtml,
      },
      200,
    );
  });

  app.openapi(unpublish, async (c) => {
    await unpublishAudio(deps, c.get("apiKey").userId, c.req.valid("param").id);
    await auditRequest(c, deps.db, "audio.unpublished", c.req.valid("param").id);
    return c.json({ published: false, public_id: null, share_url: null, embed_url: null, embed_html: null }, 200);
  });
}
