import { z } from "zod";
import { LanguageCodeSchema } from "../catalog/languages";
import { ClaimsSchema } from "../claims/claim-schemas";
import { VoiceIdSchema } from "../catalog/voices";
import { SCRIPT_LENGTH_IDS, SCRIPT_TONE_IDS } from "../generator/script-style";
import { SITE_MESSAGES } from "./site-messages";
import { normaliseOrigin } from "./site-url";

/*
 * Contracts of /api/sites and /api/v1/sites (issue 23, "Contract the acceptance uses"):
 * field names and shapes exactly as the issue writes them.
 */

export const SITE_NEW_POLICY_IDS = ["auto", "review"] as const;
export const SITE_CHANGED_POLICY_IDS = ["auto", "review"] as const;
export const SITE_REMOVED_POLICY_IDS = ["unpublish", "keep"] as const;
export const SITE_STALE_POLICY_IDS = ["withhold", "keep-until-approved"] as const;
export const SITE_PRODUCT_STATUS_IDS = ["new", "live", "changed", "review", "stale", "failed", "removed"] as const;
export const SITE_SYNC_STATUS_IDS = ["running", "done", "paused", "failed"] as const;
/** Scheduled syncs: hourly at most, daily by default, weekly at least. */
export const SITE_SYNC_INTERVAL_MIN_HOURS = 1;
export const SITE_SYNC_INTERVAL_MAX_HOURS = 24 * 7;
export const SITE_SYNC_INTERVAL_DEFAULT_HOURS = 24;

export { SITE_MESSAGES } from "./site-messages";

/** POST /api/sites. */
export const CreateSiteInputSchema = z.object({
  origin: z
    .string({ error: SITE_MESSAGES.invalidOrigin })
    .max(300, SITE_MESSAGES.invalidOrigin)
    .transform((v, ctx) => {
      const origin = normaliseOrigin(v);
      if (!origin) {
        ctx.addIssue({ code: "custom", message: SITE_MESSAGES.invalidOrigin });
        return z.NEVER;
      }
      return origin;
    }),
});
export type CreateSiteInput = z.infer<typeof CreateSiteInputSchema>;

export const SitePolicySchema = z.strictObject({
  new: z.enum(SITE_NEW_POLICY_IDS),
  changed: z.enum(SITE_CHANGED_POLICY_IDS),
  removed: z.enum(SITE_REMOVED_POLICY_IDS),
  stale: z.enum(SITE_STALE_POLICY_IDS),
});
export type SitePolicy = z.infer<typeof SitePolicySchema>;

/** PATCH /api/sites/{id}: any of these; `policy` may name some kinds only. */
export const UpdateSiteInputSchema = z.object({
  sourceUrl: z
    .string()
    .trim()
    .url("Enter the catalogue source's full address (https://…).")
    .max(4096)
    .nullable()
    .optional(),
  language: LanguageCodeSchema.optional(),
  voice: VoiceIdSchema.optional(),
  length: z.enum(SCRIPT_LENGTH_IDS).optional(),
  tone: z.enum(SCRIPT_TONE_IDS).optional(),
  evergreen: z.boolean().optional(),
  policy: SitePolicySchema.partial().optional(),
  syncIntervalHours: z
    .number()
    .int()
    .min(SITE_SYNC_INTERVAL_MIN_HOURS, "Syncs run at most once an hour.")
    .max(SITE_SYNC_INTERVAL_MAX_HOURS, "Syncs run at least once a week.")
    .optional(),
  playerSelector: z.string().trim().max(200).nullable().optional(),
});
export type UpdateSiteInput = z.infer<typeof UpdateSiteInputSchema>;

export const SiteVerificationSchema = z.strictObject({
  token: z.string(),
  /** `<meta name="shelftalk-site-verification" content="TOKEN">`, for the home page's head. */
  metaTag: z.string(),
  /** `/.well-known/shelftalk-site-verification.txt`, holding the token. */
  filePath: z.string(),
});

export const SyncCountsSchema = z.strictObject({
  checked: z.number().int(),
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
  credits_spent: z.number().int(),
});
export type SyncCounts = z.infer<typeof SyncCountsSchema>;

export const SiteSyncViewSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(SITE_SYNC_STATUS_IDS),
  trigger: z.enum(["manual", "schedule"]),
  counts: SyncCountsSchema,
  total: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SiteSyncView = z.infer<typeof SiteSyncViewSchema>;

export const SiteViewSchema = z.strictObject({
  id: z.uuid(),
  origin: z.string(),
  verified: z.boolean(),
  verification: SiteVerificationSchema,
  sourceUrl: z.string().nullable(),
  language: z.string(),
  voice: z.string(),
  length: z.string(),
  tone: z.string(),
  evergreen: z.boolean(),
  policy: SitePolicySchema,
  syncIntervalHours: z.number().int(),
  playerSelector: z.string().nullable(),
  lastSync: SiteSyncViewSchema.nullable(),
  createdAt: z.string(),
});
export type SiteView = z.infer<typeof SiteViewSchema>;

/** POST /api/sites answers this (the contract's `{id, origin, verified:false, verification}` and the rest). */
export const SiteListSchema = z.array(SiteViewSchema);

export const SiteVerifiedSchema = z.strictObject({ verified: z.literal(true) });
export const SiteSyncStartedSchema = z.strictObject({ syncId: z.uuid() });
export const SiteSyncListSchema = z.array(SiteSyncViewSchema);

export const SiteProductViewSchema = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  name: z.string().nullable(),
  status: z.enum(SITE_PRODUCT_STATUS_IDS),
  audioId: z.uuid().nullable(),
  publicId: z.string().nullable(),
  /** The audio no longer speaks what the page says. */
  stale: z.boolean(),
  error: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type SiteProductView = z.infer<typeof SiteProductViewSchema>;
export const SiteProductListSchema = z.array(SiteProductViewSchema);

export const SpokenChangeSchema = z.strictObject({
  field: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});

export const SiteReviewViewSchema = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  kind: z.enum(["new", "changed"]),
  oldScript: z.string().nullable(),
  newScript: z.string(),
  changes: z.array(SpokenChangeSchema),
  /** The new script's sentences checked against the page (issue 24): why an `auto` product waits here. */
  claims: ClaimsSchema.optional(),
  createdAt: z.string(),
});
export type SiteReviewView = z.infer<typeof SiteReviewViewSchema>;
export const SiteReviewListSchema = z.array(SiteReviewViewSchema);

export const SiteReviewDecisionSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(["approved", "rejected"]),
  audioId: z.uuid().nullable(),
});
export type SiteReviewDecision = z.infer<typeof SiteReviewDecisionSchema>;
