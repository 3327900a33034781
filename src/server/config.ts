import path from "node:path";
import { z } from "zod";
import { parseElevenLabsVoices } from "./providers/speech/elevenlabs-voices";
import { parseSpeechRouting, type SpeechRouting } from "./providers/speech/speech-routing";

/**
 * The only module that reads process.env. Every variable is optional: with none set,
 * ShelfTalk runs on its embedded defaults (PGlite, local disk, built-in writer,
 * espeak-ng, built-in test checkout, outbox folder). Setting a production variable
 * swaps that one provider. Invalid values fail fast, all listed at once.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(" or ")})` },
  );

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/**
 * How many reverse proxies stand in front of the server: "true" means one, a number says how many
 * (2 for a CDN in front of a load balancer), "false" or unset none. Each proxy appends the address
 * it received the request from to X-Forwarded-For, so the client is the entry that many hops from
 * the right; anything further left was written by the client and is never trusted.
 */
const proxyHops = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "" || v === "false") return 0;
    if (v === "true") return 1;
    if (/^\d{1,2}$/.test(v) && Number(v) <= 10) return Number(v);
    ctx.addIssue({ code: "custom", message: "must be true, false or a number of proxies (0-10)" });
    return z.NEVER;
  });

const hostPortList = optionalString
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  )
  .refine((list) => list.every((entry) => /^[^\s:]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(entry)), {
    message: "must be a comma-separated list of host:port",
  });

const optionalPort = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce.number().int().min(1).max(65535).optional(),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  APP_URL: optionalUrl(["http:", "https:"]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  /** Connections per server process. ~2 per CPU core is what PostgreSQL serves best; more only queue. */
  DATABASE_POOL_SIZE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(100).default(5),
  ),
  /** Runs of each parallel job this process takes at once; 0 keeps a web process out of the queue. */
  JOB_CONCURRENCY: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(50).default(2),
  ),
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  TRUST_PROXY: proxyHops,
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: optionalString,
  /** Who issues ShelfTalk's invoices: name, address and VAT id; "|" starts a new line (decision 090). */
  INVOICE_ISSUER: optionalString,
  CONTACT_TO: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: "must be an email address",
  }),
  LLM_BASE_URL: optionalUrl(["http:", "https:"]),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  TTS_BASE_URL: optionalUrl(["http:", "https:"]),
  TTS_API_KEY: optionalString,
  TTS_MODEL: optionalString,
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: optionalUrl(["http:", "https:"]),
  ELEVENLABS_MODEL: optionalString,
  /** Voice ids per spec voice slot, "alloy=<id>,nova=<id>"; unset slots keep the defaults. */
  ELEVENLABS_VOICES: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Production only: allow the built-in test checkout (which takes no money) without Stripe. */
  PAYMENTS_TEST_MODE: booleanFlag,
  S3_ENDPOINT: optionalUrl(["http:", "https:"]),
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  FETCH_ALLOW_HOSTS: hostPortList,
  /** Catalogue batches (issue 16): product pages one process fetches from one shop at once. */
  BATCH_HOST_CONCURRENCY: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(20).default(2),
  ),
  /** Catalogue batches: the polite pause, in ms, between two fetches from one shop by one process. */
  BATCH_HOST_DELAY_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(60_000).default(250),
  ),
  RATE_LIMIT_DISABLED: booleanFlag,
  /** Developer API (/api/v1): requests each API key may make per minute (RateLimit-* headers, then 429). */
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(100_000).default(120),
  ),
  /** Developer API: requests all of one seller's keys together may make per minute (so more keys buy no budget). */
  API_SELLER_RATE_LIMIT_PER_MINUTE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).default(300),
  ),
  /**
   * Speech engine instances (issue 26, decisions 064 and 104), shared fairly between sellers, one
   * call per seller at a time. The embedded engine runs this many espeak-ng instances (~120 MB
   * each), each holding up to 4 calls whose sentences take turns (decision 103); a remote engine
   * takes at least 8 calls at once. Default 1; a machine with cores to spare may raise it.
   */
  SPEECH_CONCURRENCY: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(32).default(1),
  ),
  /** Operability (issue 26, decision 062): GET /metrics on the public port, for `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  /** A separate listener for /metrics, /api/ready and /api/health (no token), on METRICS_HOST. */
  METRICS_PORT: optionalPort,
  METRICS_HOST: z.string().trim().default("127.0.0.1"),
  /** `npm run worker` only: answer /api/health and /api/ready (and /metrics with METRICS_TOKEN) on this port, on HOST. */
  WORKER_HEALTH_PORT: optionalPort,
  /** OpenTelemetry traces (OTLP/HTTP) to this collector, e.g. http://127.0.0.1:4318; unset sends nothing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(["http:", "https:"]),
  OTEL_SERVICE_NAME: z.string().trim().default("shelftalk"),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Who takes payments: Stripe when configured; else the built-in test checkout, which takes no money
 * and so runs in production only when PAYMENTS_TEST_MODE says so; else nobody ("off": 503).
 */
export type PaymentsMode = "stripe" | "test" | "off";

export type Config = Env & {
  /** Absolute data directory: PGlite database, stored files, mail outbox. */
  dataDir: string;
  /** Public origin used in emailed links; never taken from a request's Host header. */
  appUrl: string;
  /**
   * Origins whose pages may send state-changing requests: APP_URL's, or with APP_URL unset both
   * loopback spellings of the local server (http://localhost:PORT and http://127.0.0.1:PORT).
   */
  trustedOrigins: string[];
  paymentsMode: PaymentsMode;
  /** An engine per language (SPEECH_ENGINES, SPEECH_ENGINE_<NAME>_*, SPEECH_LANGUAGE_ENGINES; decision 093). */
  speechRouting?: SpeechRouting;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set");
  }
  if (values.S3_BUCKET && !values.S3_REGION) problems.push("S3_REGION: required when S3_BUCKET is set");
  if (values.LLM_BASE_URL && !values.LLM_MODEL) problems.push("LLM_MODEL: required when LLM_BASE_URL is set");
  if (values.TTS_BASE_URL && !values.TTS_MODEL) problems.push("TTS_MODEL: required when TTS_BASE_URL is set");
  if (values.ELEVENLABS_API_KEY && values.TTS_BASE_URL) {
    problems.push("ELEVENLABS_API_KEY: set either it or TTS_BASE_URL, not both (one speech engine speaks every audio)");
  }
  if (
    !values.ELEVENLABS_API_KEY &&
    (values.ELEVENLABS_BASE_URL || values.ELEVENLABS_MODEL || values.ELEVENLABS_VOICES)
  ) {
    problems.push("ELEVENLABS_API_KEY: required when another ELEVENLABS_* variable is set");
  }
  try {
    parseElevenLabsVoices(values.ELEVENLABS_VOICES);
  } catch (err) {
    problems.push(`ELEVENLABS_VOICES: ${err instanceof Error ? err.message : String(err)}`);
  }
  const speechRouting = parseSpeechRouting(env, problems);
  if (env.SPEECH_ENGINES?.trim() && (values.TTS_BASE_URL || values.ELEVENLABS_API_KEY)) {
    problems.push("SPEECH_ENGINES: set either it or TTS_BASE_URL / ELEVENLABS_API_KEY, not both");
  }
  if (values.JOB_CONCURRENCY === 0 && !values.DATABASE_URL) {
    problems.push(
      "JOB_CONCURRENCY: 0 needs DATABASE_URL and a separate `npm run worker`; on the embedded database (PGlite) the one process runs the jobs",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    appUrl,
    trustedOrigins: values.APP_URL
      ? [new URL(appUrl).origin]
      : [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`],
    paymentsMode: paymentsModeOf(values),
    ...(speechRouting ? { speechRouting } : {}),
  };
}

function paymentsModeOf(values: Env): PaymentsMode {
  if (values.STRIPE_SECRET_KEY) return "stripe";
  return values.NODE_ENV !== "production" || values.PAYMENTS_TEST_MODE ? "test" : "off";
}
