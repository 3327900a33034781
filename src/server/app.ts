import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { ZodError } from "zod";
import { MESSAGES } from "../shared/messages";
import type { ApiErrorBody } from "../shared/api-error-schemas";
import { API_GUARD_EXEMPTIONS } from "./api-exemptions";
import { authRoutes } from "./auth/auth.routes";
import { mountCrawlerFiles } from "./http/crawler-files";
import type { AppDeps } from "./deps";
import { accountRoutes } from "./features/account/account.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { categoriesRoutes, hasOwnBodyLimit } from "./features/categories/categories.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { healthRoutes, readyRoutes } from "./features/health/health.routes";
import { httpMetrics } from "./metrics/http-metrics";
import { metricsRoutes } from "./metrics/metrics.routes";
import { annotateActiveSpan } from "./telemetry/trace-hooks";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { scriptsRoutes } from "./features/scripts/scripts.routes";
import { audiosRoutes } from "./features/audios/audios.routes";
import { isBatchUpload } from "./features/batches/batch-body";
import { batchesRoutes } from "./features/batches/batches.routes";
import { sitesRoutes } from "./features/sites/sites.routes";
import { voicesRoutes } from "./features/voices/voices.routes";
import { speechEngineOf } from "./providers/speech/create-speech-provider";
import { pronunciationsRoutes } from "./features/pronunciations/pronunciations.routes";
import { loadEmbedAssets } from "./features/publish/embed-assets";
import { publicPublishHeaders } from "./features/publish/public-headers";
import { publicPagesRoutes } from "./features/publish/public-pages.routes";
import { publishRoutes } from "./features/publish/publish.routes";
import { isLogoUpload, logoFileRoutes, logosRoutes } from "./features/logos/logos.routes";
import { siteLookupRoutes } from "./features/sites/site-lookup.routes";
import { loadSiteLoader, siteLoaderRoutes } from "./features/sites/site-loader.routes";
import { AppError } from "./http/errors";
import { cookieErrorAnswer } from "./http/domain-error-status";
import { DomainError } from "./lib/domain-errors";
import { apiReferenceRoutes } from "./api/v1/api-reference.routes";
import { createV1App } from "./api/v1/v1-app";
import { apiKeysRoutes } from "./features/api-keys/api-keys.routes";
import { WEBHOOK_RESEND_LIMIT } from "./features/webhooks/delivery-limits";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes";
import { workspacesRoutes } from "./features/workspaces/workspaces.routes";
import { deliverWebhook } from "./jobs/deliver-webhook";
import { enqueuer } from "./jobs/job-queue";
import { hasNoBody, rejectNulCharacters } from "./http/reject-nul";
import { requestLogger } from "./http/request-logger";
import { sameOriginGuard } from "./http/same-origin-guard";
import { noReferrerOnSecretPages, securityHeaders, strictTransportSecurity } from "./http/security-headers";
import { mountSpa } from "./http/static-spa";
import { LeasedRateLimiter } from "./http/rate-limit-lease";

const DEFAULT_BODY_LIMIT = 1024 * 1024;
const NOT_FOUND_BODY: ApiErrorBody = { error: MESSAGES.generic.notFound, code: "not_found" };
const defaultBodyLimit = bodyLimit({
  maxSize: DEFAULT_BODY_LIMIT,
  onError: (c) =>
    c.json({ error: MESSAGES.request.bodyTooLarge, code: "payload_too_large" } satisfies ApiErrorBody, 413),
});

/** Routes that read a larger body under their own cap (and check it themselves): file uploads. */
const hasOwnLimit = (method: string, path: string) =>
  hasOwnBodyLimit(method, path) || isBatchUpload(method, path) || isLogoUpload(method, path);

export function createApp(deps: AppDeps) {
  const fetchOptions = { allowHosts: deps.config.FETCH_ALLOW_HOSTS };
  const keyRateLimit = deps.config.RATE_LIMIT_DISABLED
    ? undefined
    : { max: deps.config.API_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  const sellerRateLimit = deps.config.RATE_LIMIT_DISABLED
    ? undefined
    : { max: deps.config.API_SELLER_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  // One per app: both key doors spend the same leases of a key's and a seller's counts (decision 139).
  const keyLimiter = new LeasedRateLimiter(deps.database.db);
  const api = new Hono()
    // Before anything reads a body: non-GET requests from the app's own pages only, JSON bodies only.
    .use(
      sameOriginGuard({
        trustedOrigins: deps.config.trustedOrigins,
        appUrl: deps.config.appUrl,
        exemptions: API_GUARD_EXEMPTIONS,
      }),
    )
    // Upload routes that stream a larger body under their own cap skip the default limit.
    .use((c, next) =>
      hasNoBody(c.req.method) || hasOwnLimit(c.req.method, c.req.path) ? next() : defaultBodyLimit(c, next),
    )
    .use(rejectNulCharacters(hasOwnLimit))
    .route("/health", healthRoutes(deps))
    .route("/ready", readyRoutes(deps))
    .route("/auth", authRoutes(deps.auth, deps.config))
    .route("/", accountRoutes({ auth: deps.auth, db: deps.database.db }))
    .route("/", categoriesRoutes(deps))
    .route("/", contactRoutes(deps))
    .route("/admin", adminRoutes({ auth: deps.auth, db: deps.database.db }))
    .route("/payments", paymentsRoutes(deps))
    .route(
      "/scripts",
      scriptsRoutes({
        auth: deps.auth,
        db: deps.database.db,
        writer: deps.writer,
        logger: deps.logger,
        fetchOptions: { allowHosts: deps.config.FETCH_ALLOW_HOSTS },
        rateLimitDisabled: deps.config.RATE_LIMIT_DISABLED,
      }),
    )
    .route(
      "/audios",
      audiosRoutes({
        auth: deps.auth,
        db: deps.database.db,
        speech: deps.speech,
        storage: deps.storage,
        logger: deps.logger,
        events: deps.events,
        appUrl: deps.config.appUrl,
        fetchOptions,
      }),
    )
    .route(
      "/",
      publishRoutes({
        auth: deps.auth,
        db: deps.database.db,
        storage: deps.storage,
        appUrl: deps.config.appUrl,
        trustProxy: deps.config.TRUST_PROXY,
        rateLimitDisabled: deps.config.RATE_LIMIT_DISABLED,
      }),
    )
    .route("/voices", voicesRoutes({ speech: deps.speech, storage: deps.storage, engine: speechEngineOf(deps.config) }))
    // The developer API (issue 17): keys from the Developers page, webhooks, and /api/v1.
    .route(
      "/keys",
      apiKeysRoutes({
        auth: deps.auth,
        db: deps.database.db,
        live: deps.config.NODE_ENV === "production",
        rateLimitDisabled: deps.config.RATE_LIMIT_DISABLED,
      }),
    )
    .route(
      "/webhooks",
      webhooksRoutes({
        auth: deps.auth,
        db: deps.database.db,
        fetchOptions: { ...fetchOptions, ...(deps.dnsLookup ? { lookup: deps.dnsLookup } : {}) },
        enqueueDelivery: enqueuer(deps.jobs, deliverWebhook),
        ...(deps.config.RATE_LIMIT_DISABLED ? {} : { resendLimit: WEBHOOK_RESEND_LIMIT }),
        bearer: {
          db: deps.database.db,
          ...(keyRateLimit ? { rateLimit: keyRateLimit } : {}),
          ...(sellerRateLimit ? { sellerRateLimit } : {}),
          limiter: keyLimiter,
        },
      }),
    )
    .route(
      "/v1",
      createV1App({
        database: deps.database,
        jobs: deps.jobs,
        config: deps.config,
        db: deps.database.db,
        logger: deps.logger,
        speech: deps.speech,
        storage: deps.storage,
        writer: deps.writer,
        events: deps.events,
        appUrl: deps.config.appUrl,
        fetchOptions,
        rateLimitDisabled: deps.config.RATE_LIMIT_DISABLED,
        ...(keyRateLimit ? { keyRateLimit } : {}),
        ...(sellerRateLimit ? { sellerRateLimit } : {}),
        keyLimiter,
        ...(deps.dnsLookup ? { dnsLookup: deps.dnsLookup } : {}),
      }),
    )
    .route("/batches", batchesRoutes(deps))
    // Workspaces, members, invitations and the audit log (issue 27).
    .route(
      "/workspaces",
      workspacesRoutes({
        auth: deps.auth,
        db: deps.database.db,
        mail: deps.mail,
        appUrl: deps.config.appUrl,
        storage: deps.storage,
        logger: deps.logger,
      }),
    )
    // The public lookup behind /embed/site.js (issue 23): before the sellers' own /sites routes.
    .route(
      "/sites",
      siteLookupRoutes({
        db: deps.database.db,
        appUrl: deps.config.appUrl,
        ...(deps.siteLookupCache ? { cache: deps.siteLookupCache } : {}),
      }),
    )
    .route("/sites", sitesRoutes(deps))
    // The seller's logo for the player, per site and per audio (issue 25, decision 123).
    .route(
      "/",
      logosRoutes({
        auth: deps.auth,
        db: deps.database.db,
        storage: deps.storage,
        appUrl: deps.config.appUrl,
        logger: deps.logger,
      }),
    )
    .route(
      "/pronunciations",
      pronunciationsRoutes({
        auth: deps.auth,
        db: deps.database.db,
        speech: deps.speech,
        rateLimitDisabled: deps.config.RATE_LIMIT_DISABLED,
      }),
    );

  api.notFound((c) => c.json(NOT_FOUND_BODY, 404));

  const app = new Hono();
  app.use(requestId());
  app.use(httpMetrics());
  // With OpenTelemetry on, the request id joins the HTTP server span (a no-op otherwise).
  app.use((c, next) => {
    annotateActiveSpan({ "shelftalk.request_id": c.get("requestId") });
    return next();
  });
  app.use(noReferrerOnSecretPages());
  app.use(publicPublishHeaders());
  app.use(securityHeaders());
  app.use(strictTransportSecurity(deps.config.TRUST_PROXY));
  app.use(requestLogger(deps.logger));
  // Prometheus metrics on the public port only behind METRICS_TOKEN (decision 062); else a 404.
  if (deps.config.METRICS_TOKEN) app.route("/metrics", metricsRoutes(deps.metrics, deps.config.METRICS_TOKEN));
  else app.all("/metrics", (c) => c.json(NOT_FOUND_BODY, 404));
  app.route("/api", api);
  // Unknown /api paths are real 404 JSON, never the SPA shell.
  app.all("/api/*", (c) => c.json(NOT_FOUND_BODY, 404));

  app.onError((err, c) => {
    if (err instanceof AppError)
      return c.json({ error: err.message, code: err.code } satisfies ApiErrorBody, err.status);
    if (err instanceof DomainError) {
      const { status, body } = cookieErrorAnswer(err);
      return c.json(body, status);
    }
    if (err instanceof ZodError) {
      const body = { error: err.issues[0]?.message ?? MESSAGES.generic.invalidInput, code: "invalid_input" };
      return c.json(body satisfies ApiErrorBody, 400);
    }
    deps.logger.error({ err, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.json({ error: MESSAGES.generic.serverError, code: "server_error" } satisfies ApiErrorBody, 500);
  });

  // The connected shop's loader, /embed/site.js (issue 23), before the embed pages' /embed/{publicId}.
  app.route("/", siteLoaderRoutes(loadSiteLoader(deps.clientDir)));
  // Sellers' logos in the players (features/logos), public like a published audio's files.
  app.route("/", logoFileRoutes({ db: deps.database.db, storage: deps.storage }));
  // A published audio's share page, embed and files (features/publish).
  app.route(
    "/",
    publicPagesRoutes({
      db: deps.database.db,
      storage: deps.storage,
      appUrl: deps.config.appUrl,
      assets: loadEmbedAssets(deps.clientDir),
    }),
  );
  // The developer API's interactive reference (its renderer loads on this page only).
  app.route("/docs/api", apiReferenceRoutes());
  mountCrawlerFiles(app, deps.config.appUrl);
  if (deps.clientDir) mountSpa(app, deps.clientDir, { publicUrl: deps.config.appUrl });
  return app;
}

export type App = ReturnType<typeof createApp>;
