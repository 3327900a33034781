import { Readable } from "node:stream";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { streamSSE } from "hono/streaming";
import { BATCH_CSV_TEMPLATE } from "../../../shared/batches/batch-limits";
import type { ApiErrorBody } from "../../../shared/api-error-schemas";
import { EditBatchScriptSchema, type BatchList, type BatchView } from "../../../shared/batches/batch-schemas";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import type { AppDeps } from "../../deps";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { uuidParam } from "../../http/uuid-param";
import { batchArchive } from "./batch-archive";
import { BATCH_UPLOAD_MAX_BYTES, readBatchSource } from "./batch-body";
import { batchEvents } from "./batch-events";
import { publishAllOfBatch } from "./batch-publish";
import { createBatchProgressHub } from "./batch-progress-hub";
import { batchProgressSource } from "./batch-progress-reads";
import { toBatchSummary, toBatchView } from "./batch-view";
import {
  batchItemsOf,
  cancelBatch,
  countsOf,
  createBatch,
  editScript,
  listOwnBatches,
  ownedBatch,
  previewBatch,
  retryFailed,
  speakAll,
  type BatchesDeps,
} from "./batches.service";
import { actorOf } from "../workspaces/actor";
import { BATCH_FILE_MESSAGES } from "../../../shared/batches/batch-messages";

const uploadLimit = bodyLimit({
  maxSize: BATCH_UPLOAD_MAX_BYTES,
  onError: (c) =>
    c.json({ error: BATCH_FILE_MESSAGES.tooLarge, code: "payload_too_large" } satisfies ApiErrorBody, 413),
});

/** Catalogue batches (issue 16): private to their seller (404 for anyone else). */
export function batchesRoutes(deps: AppDeps & Pick<BatchesDeps, "feedFetch">) {
  const signedIn = requireUser(deps.auth);
  const view = async (userId: string, id: string): Promise<BatchView> => {
    const batch = await ownedBatch(deps, userId, id);
    return toBatchView(batch, await batchItemsOf(deps, id));
  };
  // One reader per batch in this process, shared by every progress stream on it (issue 26).
  const progress = createBatchProgressHub(batchProgressSource(deps.database.db));
  return new Hono<AppEnv>()
    .get("/template.csv", (c) =>
      c.body(BATCH_CSV_TEMPLATE, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="shelftalk-catalogue-template.csv"',
      }),
    )
    .post("/preview", signedIn, uploadLimit, async (c) =>
      c.json(await previewBatch(deps, actingWorkspace(c), await readBatchSource(c))),
    )
    .post("/", signedIn, uploadLimit, async (c) =>
      c.json(await createBatch(deps, actingWorkspace(c), await readBatchSource(c), actorOf(c)), 201),
    )
    .get("/", signedIn, async (c) => {
      const list = await listOwnBatches(deps, actingWorkspace(c));
      const counts = await countsOf(
        deps,
        list.map((b) => b.id),
      );
      const body: BatchList = {
        batches: list.map((batch) =>
          toBatchSummary(
            batch,
            Object.fromEntries(counts.filter((n) => n.batchId === batch.id).map((n) => [n.status, n.n])),
          ),
        ),
      };
      c.header("Cache-Control", "no-store");
      return c.json(body);
    })
    .get("/:id", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await view(actingWorkspace(c), uuidParam(c, "id")));
    })
    .get("/:id/events", signedIn, async (c) => {
      const userId = actingWorkspace(c);
      const id = uuidParam(c, "id");
      await ownedBatch(deps, userId, id);
      // Refused (429) before the stream opens when the seller or the batch has too many.
      let forward: ((view: BatchView, data: string) => void) | undefined;
      let latest: [BatchView, string] | undefined;
      const unsubscribe = progress.subscribe(userId, id, (view, data) => {
        latest = [view, data];
        forward?.(view, data);
      });
      c.header("Cache-Control", "no-store");
      return streamSSE(c, (stream) =>
        batchEvents(
          stream,
          (listener) => {
            forward = listener;
            if (latest) listener(...latest);
            return unsubscribe;
          },
          c.req.raw.signal,
        ),
      );
    })
    .post("/:id/cancel", signedIn, async (c) => {
      const id = uuidParam(c, "id");
      await cancelBatch(deps, actingWorkspace(c), id);
      return c.json(await view(actingWorkspace(c), id));
    })
    .post("/:id/retry", signedIn, async (c) => {
      const id = uuidParam(c, "id");
      await retryFailed(deps, actingWorkspace(c), id, actorOf(c));
      return c.json(await view(actingWorkspace(c), id));
    })
    .post("/:id/speak", signedIn, async (c) => {
      const id = uuidParam(c, "id");
      await speakAll(deps, actingWorkspace(c), id, actorOf(c));
      return c.json(await view(actingWorkspace(c), id));
    })
    .post("/:id/publish", signedIn, async (c) => {
      const id = uuidParam(c, "id");
      await publishAllOfBatch(deps, actingWorkspace(c), id);
      return c.json(await view(actingWorkspace(c), id));
    })
    .patch("/:id/items/:itemId", signedIn, async (c) => {
      const id = uuidParam(c, "id");
      const { script } = await parseJsonBody(c, EditBatchScriptSchema);
      await editScript(deps, actingWorkspace(c), id, uuidParam(c, "itemId"), script);
      return c.json(await view(actingWorkspace(c), id));
    })
    .get("/:id/archive", signedIn, async (c) => {
      const id = uuidParam(c, "id");
      const batch = await ownedBatch(deps, actingWorkspace(c), id);
      const stream = await batchArchive(deps, batch, await batchItemsOf(deps, id));
      return new Response(Readable.toWeb(stream) as ReadableStream, {
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="shelftalk-batch-${id.slice(0, 8)}.zip"`,
          "Cache-Control": "no-store",
        },
      });
    });
}
