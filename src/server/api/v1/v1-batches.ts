import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { V1IdParamSchema } from "../../../shared/developers/api-v1-schemas";
import { BatchCreatedSchema, BatchSourceSchema, BatchViewSchema } from "../../../shared/batches/batch-schemas";
import { toBatchView } from "../../features/batches/batch-view";
import { publishAllOfBatch } from "../../features/batches/batch-publish";
import { batchItemsOf, cancelBatch, createBatch, ownedBatch } from "../../features/batches/batches.service";
import { notFound } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { isUuid } from "../../http/uuid-param";
import { COMMON_ERRORS, NOT_FOUND } from "./v1-errors";
import type { V1Deps } from "./v1-deps";
import { actorOf } from "../../features/workspaces/actor";

/*
 * Catalogue batches through the API (issues 16 and 17): the same service as the Catalogue page,
 * acting for the key's seller. JSON only here (`items`, `links`, `feedUrl` or `csv` as text);
 * each item's credit is taken when its audio is made, and `batch.completed` is sent to the
 * seller's webhooks when the batch ends.
 */

const create = createRoute({
  method: "post",
  path: "/batches",
  tags: ["Batches"],
  summary: "Start a catalogue batch",
  description:
    "Rows as `items` (each needs a `productLink` or `specifications`), a pasted list of `links`, a `feedUrl` (Shopify products.json, RSS/Atom feed or sitemap) or a `csv` text with the template's columns. Up to 1,000 items. A batch with any row problem is refused whole (400, naming the rows). One credit per audio, taken as each is made; `review: true` writes the scripts first and waits; `publish: true` publishes every audio as it is made, so the archive's manifest.csv carries each row's share link, embed code and public MP3 URL.",
  request: { body: { content: { "application/json": { schema: BatchSourceSchema } }, required: true } },
  responses: {
    201: { description: "The batch is queued", content: { "application/json": { schema: BatchCreatedSchema } } },
    ...COMMON_ERRORS,
  },
});

const read = createRoute({
  method: "get",
  path: "/batches/{id}",
  tags: ["Batches"],
  summary: "A batch with the status of every item",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "The batch", content: { "application/json": { schema: BatchViewSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const cancel = createRoute({
  method: "post",
  path: "/batches/{id}/cancel",
  tags: ["Batches"],
  summary: "Cancel a batch (queued items cost nothing)",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "The batch after cancelling", content: { "application/json": { schema: BatchViewSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const publishAll = createRoute({
  method: "post",
  path: "/batches/{id}/publish",
  tags: ["Batches"],
  summary: "Publish all: every audio made so far now, and every later one as it is made",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "The batch, now publishing", content: { "application/json": { schema: BatchViewSchema } } },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

export function registerBatchRoutes(app: OpenAPIHono<AppEnv>, deps: V1Deps) {
  const view = async (userId: string, id: string) => {
    if (!isUuid(id)) throw notFound();
    const batch = await ownedBatch(deps, userId, id);
    return toBatchView(batch, await batchItemsOf(deps, id));
  };

  app.openapi(create, async (c) =>
    c.json(await createBatch(deps, c.get("apiKey").userId, c.req.valid("json"), actorOf(c)), 201),
  );

  app.openapi(read, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await view(c.get("apiKey").userId, c.req.valid("param").id), 200);
  });

  app.openapi(cancel, async (c) => {
    const userId = c.get("apiKey").userId;
    const { id } = c.req.valid("param");
    if (!isUuid(id)) throw notFound();
    await cancelBatch(deps, userId, id);
    return c.json(await view(userId, id), 200);
  });

  app.openapi(publishAll, async (c) => {
    const userId = c.get("apiKey").userId;
    const { id } = c.req.valid("param");
    if (!isUuid(id)) throw notFound();
    await publishAllOfBatch(deps, userId, id);
    return c.json(await view(userId, id), 200);
  });
}
