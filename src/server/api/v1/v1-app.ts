import { OpenAPIHono } from "@hono/zod-openapi";
import { requireApiKey } from "../../features/api-keys/bearer-auth";
import type { AppEnv } from "../../http/app-env";
import { registerAccountRoutes } from "./v1-account";
import { registerAudioRoutes } from "./v1-audios";
import { registerBatchRoutes } from "./v1-batches";
import { registerWebhookRoutes } from "./v1-webhooks";
import { registerSiteRoutes } from "./v1-sites";
import type { V1Deps } from "./v1-deps";
import { v1ErrorBody, v1ErrorHandler } from "./v1-errors";

export const V1_OPENAPI_PATH = "/openapi.json";
export const API_VERSION = "1.0.0";

/** The OpenAPI document's head; the paths come from the routes' own schemas. */
export function openApiHead(appUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "ShelfTalk API",
      version: API_VERSION,
      description:
        "Make and fetch spoken product descriptions without the browser. Authenticate with an API key from the Developers page: `Authorization: Bearer st_live_…`. Keys act as their seller (same credits, library and limits).",
    },
    servers: [{ url: `${appUrl}/api/v1` }],
    security: [{ ApiKey: [] }],
  };
}

/**
 * /api/v1: bearer keys only, no cookies (so no CSRF token: the same-origin guard exempts a key
 * request that carries no cookie, api-exemptions.ts). Every route is declared with createRoute,
 * whose zod schemas both validate the request and make the OpenAPI document at /api/v1/openapi.json.
 */
export function createV1App(deps: V1Deps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
        return c.json(v1ErrorBody(c, "invalid_input", `${issue?.message ?? "Invalid input."}${where}`), 400);
      }
      return undefined;
    },
  });
  app.onError(v1ErrorHandler(deps.logger));
  app.notFound((c) => c.json(v1ErrorBody(c, "not_found", "No such API route."), 404));
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "http",
    scheme: "bearer",
    description: "An API key from the Developers page (st_live_… or st_test_…).",
  });
  // The document needs no key (registered before the key check, which it therefore never reaches).
  app.doc31(V1_OPENAPI_PATH, () => openApiHead(deps.appUrl));
  app.use(
    "*",
    requireApiKey({
      db: deps.db,
      ...(deps.keyRateLimit ? { rateLimit: deps.keyRateLimit } : {}),
      ...(deps.sellerRateLimit ? { sellerRateLimit: deps.sellerRateLimit } : {}),
      ...(deps.keyLimiter ? { limiter: deps.keyLimiter } : {}),
    }),
  );
  registerAccountRoutes(app, deps);
  registerAudioRoutes(app, deps);
  registerBatchRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  registerSiteRoutes(app, deps);
  return app;
}
