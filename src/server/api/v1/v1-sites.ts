import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  CreateSiteInputSchema,
  SiteListSchema,
  SiteProductListSchema,
  SiteReviewDecisionSchema,
  SiteReviewListSchema,
  SiteSyncStartedSchema,
  SiteSyncViewSchema,
  SiteVerifiedSchema,
  SiteViewSchema,
  UpdateSiteInputSchema,
} from "../../../shared/sites/site-schemas";
import { V1ErrorSchema } from "../../../shared/developers/api-v1-schemas";
import { approveReview, rejectReview } from "../../features/sites/site-reviews.service";
import { getSync, startSync } from "../../features/sites/site-sync.service";
import {
  createSite,
  deleteSite,
  getSite,
  listSiteProducts,
  listSiteReviews,
  listSites,
  updateSite,
  verifySite,
} from "../../features/sites/sites.service";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import { COMMON_ERRORS, CONFLICT, NOT_FOUND, PAYMENT_REQUIRED } from "./v1-errors";
import type { V1Deps } from "./v1-deps";
import { actorOf } from "../../features/workspaces/actor";
import { requireRole } from "../../auth/workspace-access";

/*
 * Connected shops through the API (issue 23): the same services as the Shop page, acting for the
 * key's seller; every site is owner-only (404 for anyone else's id).
 */

const pathParam = (name: string) => z.string().meta({ param: { name, in: "path" } });
const SiteParam = z.object({ id: pathParam("id") });
const SyncParam = z.object({ id: pathParam("id"), syncId: pathParam("syncId") });
const ReviewParam = z.object({ id: pathParam("id"), reviewId: pathParam("reviewId") });
const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const tags = ["Sites"];

const routes = {
  create: createRoute({
    method: "post",
    path: "/sites",
    // A site's settings need an admin key, as on the Sites page (decision 085); checked before the body.
    middleware: [requireRole("admin")] as const,
    tags,
    summary: "Add a shop (unverified, with its verification token)",
    request: { body: { content: { "application/json": { schema: CreateSiteInputSchema } }, required: true } },
    responses: { 201: json(SiteViewSchema, "The site"), ...COMMON_ERRORS, ...CONFLICT },
  }),
  list: createRoute({
    method: "get",
    path: "/sites",
    tags,
    summary: "The seller's shops",
    responses: { 200: json(SiteListSchema, "The sites"), ...COMMON_ERRORS },
  }),
  read: createRoute({
    method: "get",
    path: "/sites/{id}",
    tags,
    summary: "A shop with its settings and last sync",
    request: { params: SiteParam },
    responses: { 200: json(SiteViewSchema, "The site"), ...COMMON_ERRORS, ...NOT_FOUND },
  }),
  update: createRoute({
    method: "patch",
    path: "/sites/{id}",
    // A site's settings need an admin key, as on the Sites page (decision 085); checked before the body.
    middleware: [requireRole("admin")] as const,
    tags,
    summary: "Change a shop's source, voice, language, evergreen option and policies",
    request: {
      params: SiteParam,
      body: { content: { "application/json": { schema: UpdateSiteInputSchema } }, required: true },
    },
    responses: { 200: json(SiteViewSchema, "The site"), ...COMMON_ERRORS, ...NOT_FOUND },
  }),
  remove: createRoute({
    method: "delete",
    path: "/sites/{id}",
    // A site's settings need an admin key, as on the Sites page (decision 085); checked before the body.
    middleware: [requireRole("admin")] as const,
    tags,
    summary: "Delete a shop (its audios stay in the library)",
    request: { params: SiteParam },
    responses: {
      200: json(z.strictObject({ deleted: z.literal(true) }), "Deleted"),
      ...COMMON_ERRORS,
      ...NOT_FOUND,
    },
  }),
  verify: createRoute({
    method: "post",
    path: "/sites/{id}/verify",
    // A site's settings need an admin key, as on the Sites page (decision 085); checked before the body.
    middleware: [requireRole("admin")] as const,
    tags,
    summary: "Look for the token on the shop (meta tag on the home page or the well-known file)",
    request: { params: SiteParam },
    responses: {
      200: json(SiteVerifiedSchema, "Verified"),
      422: json(V1ErrorSchema, "The token was not found (`not_verified`); the message says where we looked"),
      ...COMMON_ERRORS,
      ...NOT_FOUND,
    },
  }),
  sync: createRoute({
    method: "post",
    path: "/sites/{id}/sync",
    tags,
    summary: "Sync now (a running sync is returned; a paused one resumes)",
    request: { params: SiteParam },
    responses: { 200: json(SiteSyncStartedSchema, "The sync"), ...COMMON_ERRORS, ...NOT_FOUND, ...CONFLICT },
  }),
  readSync: createRoute({
    method: "get",
    path: "/sites/{id}/syncs/{syncId}",
    tags,
    summary: "A sync's status and counts",
    request: { params: SyncParam },
    responses: { 200: json(SiteSyncViewSchema, "The sync"), ...COMMON_ERRORS, ...NOT_FOUND },
  }),
  products: createRoute({
    method: "get",
    path: "/sites/{id}/products",
    tags,
    summary: "Every product of the shop with its status, audio and public id",
    request: { params: SiteParam },
    responses: { 200: json(SiteProductListSchema, "The products"), ...COMMON_ERRORS, ...NOT_FOUND },
  }),
  reviews: createRoute({
    method: "get",
    path: "/sites/{id}/reviews",
    tags,
    summary: "Pending reviews: old and new script and what changed",
    request: { params: SiteParam },
    responses: { 200: json(SiteReviewListSchema, "The reviews"), ...COMMON_ERRORS, ...NOT_FOUND },
  }),
  approve: createRoute({
    method: "post",
    path: "/sites/{id}/reviews/{reviewId}/approve",
    tags,
    summary: "Approve: the new script is spoken (one credit) and replaces the old audio",
    request: { params: ReviewParam },
    responses: {
      200: json(SiteReviewDecisionSchema, "Approved"),
      ...COMMON_ERRORS,
      ...NOT_FOUND,
      ...CONFLICT,
      ...PAYMENT_REQUIRED,
    },
  }),
  reject: createRoute({
    method: "post",
    path: "/sites/{id}/reviews/{reviewId}/reject",
    tags,
    summary: "Reject: nothing is charged",
    request: { params: ReviewParam },
    responses: { 200: json(SiteReviewDecisionSchema, "Rejected"), ...COMMON_ERRORS, ...NOT_FOUND, ...CONFLICT },
  }),
};

function ids(...values: string[]): void {
  if (!values.every(isUuid)) throw notFound();
}

export function registerSiteRoutes(app: OpenAPIHono<AppEnv>, deps: V1Deps) {
  const user = (c: { get(key: "apiKey"): { userId: string } }) => c.get("apiKey").userId;
  app.openapi(routes.create, async (c) => c.json(await createSite(deps, user(c), c.req.valid("json")), 201));
  app.openapi(routes.list, async (c) => c.json(await listSites(deps, user(c)), 200));
  app.openapi(routes.read, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    return c.json(await getSite(deps, user(c), id), 200);
  });
  app.openapi(routes.update, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    return c.json(await updateSite(deps, user(c), id, c.req.valid("json")), 200);
  });
  app.openapi(routes.remove, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    await deleteSite(deps, user(c), id);
    return c.json({ deleted: true as const }, 200);
  });
  app.openapi(routes.verify, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    return c.json(await verifySite(deps, user(c), id), 200);
  });
  app.openapi(routes.sync, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    return c.json(await startSync(deps, user(c), id, "manual", actorOf(c)), 200);
  });
  app.openapi(routes.readSync, async (c) => {
    const { id, syncId } = c.req.valid("param");
    ids(id, syncId);
    return c.json(await getSync(deps, user(c), id, syncId), 200);
  });
  app.openapi(routes.products, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    return c.json(await listSiteProducts(deps, user(c), id), 200);
  });
  app.openapi(routes.reviews, async (c) => {
    const { id } = c.req.valid("param");
    ids(id);
    return c.json(await listSiteReviews(deps, user(c), id), 200);
  });
  app.openapi(routes.approve, async (c) => {
    const { id, reviewId } = c.req.valid("param");
    ids(id, reviewId);
    return c.json(await approveReview({ ...deps, actor: actorOf(c) }, user(c), id, reviewId), 200);
  });
  app.openapi(routes.reject, async (c) => {
    const { id, reviewId } = c.req.valid("param");
    ids(id, reviewId);
    return c.json(await rejectReview(deps, user(c), id, reviewId), 200);
  });
}
