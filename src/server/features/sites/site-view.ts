import type { SiteSyncView, SiteView } from "../../../shared/sites/site-schemas";
import { verificationOf } from "./site-verification";
import type { Site, SiteSync } from "./site-types";

export function toSyncView(sync: SiteSync): SiteSyncView {
  return {
    id: sync.id,
    status: sync.status,
    trigger: sync.trigger,
    counts: {
      checked: sync.checked,
      new: sync.new,
      changed: sync.changed,
      unchanged: sync.unchanged,
      removed: sync.removed,
      failed: sync.failed,
      credits_spent: sync.creditsSpent,
    },
    total: sync.total,
    error: sync.error,
    startedAt: sync.startedAt.toISOString(),
    finishedAt: sync.finishedAt?.toISOString() ?? null,
  };
}

export function toSiteView(site: Site, lastSync: SiteSync | undefined): SiteView {
  return {
    id: site.id,
    origin: site.origin,
    verified: site.verifiedAt !== null,
    verification: verificationOf(site.verificationToken),
    sourceUrl: site.sourceUrl,
    language: site.language,
    voice: site.voice,
    length: site.length,
    tone: site.tone,
    evergreen: site.evergreen,
    policy: { new: site.policyNew, changed: site.policyChanged, removed: site.policyRemoved, stale: site.policyStale },
    syncIntervalHours: site.syncIntervalHours,
    playerSelector: site.playerSelector,
    lastSync: lastSync ? toSyncView(lastSync) : null,
    createdAt: site.createdAt.toISOString(),
  };
}
