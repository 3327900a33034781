import { Hono } from "hono";
import {
  CreateSiteInputSchema,
  UpdateSiteInputSchema,
  type SiteProductView,
  type SiteReviewDecision,
  type SiteReviewView,
  type SiteSyncView,
  type SiteView,
} from "../../../shared/sites/site-schemas";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace, requireRole } from "../../auth/workspace-access";
import type { AppDeps } from "../../deps";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { uuidParam } from "../../http/uuid-param";
import { approveReview, decideAll, rejectReview } from "./site-reviews.service";
import { getSync, listSyncs, startSync } from "./site-sync.service";
import {
  createSite,
  deleteSite,
  getSite,
  listSiteProducts,
  listSiteReviews,
  listSites,
  updateSite,
  verifySite,
} from "./sites.service";
import { actorOf } from "../workspaces/actor";

/** Connected shops (issue 23): every route the workspace's only (404 for anyone else's site). */
export function sitesRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps.auth);
  return (
    new Hono<AppEnv>()
      .use("*", signedIn)
      .use("*", async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store");
      })
      // A site's settings are the admins' (decision 085); its syncs and review queue the members'.
      .post("/", requireRole("admin"), async (c) => {
        const input = await parseJsonBody(c, CreateSiteInputSchema);
        return c.json((await createSite(deps, actingWorkspace(c), input)) satisfies SiteView, 201);
      })
      .get("/", async (c) => c.json((await listSites(deps, actingWorkspace(c))) satisfies SiteView[]))
      .get("/:id", async (c) =>
        c.json((await getSite(deps, actingWorkspace(c), uuidParam(c, "id"))) satisfies SiteView),
      )
      .patch("/:id", requireRole("admin"), async (c) => {
        const id = uuidParam(c, "id");
        const input = await parseJsonBody(c, UpdateSiteInputSchema);
        return c.json((await updateSite(deps, actingWorkspace(c), id, input)) satisfies SiteView);
      })
      .delete("/:id", requireRole("admin"), async (c) => {
        await deleteSite(deps, actingWorkspace(c), uuidParam(c, "id"));
        return c.json({ deleted: true });
      })
      .post("/:id/verify", requireRole("admin"), async (c) =>
        c.json(await verifySite(deps, actingWorkspace(c), uuidParam(c, "id"))),
      )
      .post("/:id/sync", async (c) =>
        c.json(await startSync(deps, actingWorkspace(c), uuidParam(c, "id"), "manual", actorOf(c))),
      )
      .get("/:id/syncs", async (c) =>
        c.json((await listSyncs(deps, actingWorkspace(c), uuidParam(c, "id"))) satisfies SiteSyncView[]),
      )
      .get("/:id/syncs/:syncId", async (c) =>
        c.json(
          (await getSync(deps, actingWorkspace(c), uuidParam(c, "id"), uuidParam(c, "syncId"))) satisfies SiteSyncView,
        ),
      )
      .get("/:id/products", async (c) =>
        c.json((await listSiteProducts(deps, actingWorkspace(c), uuidParam(c, "id"))) satisfies SiteProductView[]),
      )
      .get("/:id/reviews", async (c) =>
        c.json((await listSiteReviews(deps, actingWorkspace(c), uuidParam(c, "id"))) satisfies SiteReviewView[]),
      )
      .post("/:id/reviews/approve-all", async (c) =>
        c.json(
          (await decideAll(
            { ...deps, actor: actorOf(c) },
            actingWorkspace(c),
            uuidParam(c, "id"),
            "approve",
          )) satisfies SiteReviewDecision[],
        ),
      )
      .post("/:id/reviews/reject-all", async (c) =>
        c.json(
          (await decideAll(deps, actingWorkspace(c), uuidParam(c, "id"), "reject")) satisfies SiteReviewDecision[],
        ),
      )
      .post("/:id/reviews/:reviewId/approve", async (c) =>
        c.json(
          (await approveReview(
            { ...deps, actor: actorOf(c) },
            actingWorkspace(c),
            uuidParam(c, "id"),
            uuidParam(c, "reviewId"),
          )) satisfies SiteReviewDecision,
        ),
      )
      .post("/:id/reviews/:reviewId/reject", async (c) =>
        c.json(
          (await rejectReview(
            deps,
            actingWorkspace(c),
            uuidParam(c, "id"),
            uuidParam(c, "reviewId"),
          )) satisfies SiteReviewDecision,
        ),
      )
  );
}
