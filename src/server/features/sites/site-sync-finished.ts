import { and, eq } from "drizzle-orm";
import { sites, siteSyncs } from "../../db/schema/index";
import { workspaceContact } from "../workspaces/workspace-contact";
import type { AppDeps } from "../../deps";
import { syncPausedEmail } from "../../emails/notice-emails";
import { toSyncView } from "./site-view";
import type { SiteSync } from "./site-types";
import { SITE_SYNC_MESSAGES } from "../../../shared/sites/site-sync-messages";

type Deps = Pick<AppDeps, "database" | "logger" | "events" | "mail" | "config">;

/** A sync became done or failed (once): the seller's webhooks get `site.synced`. */
export async function onSyncFinished(deps: Pick<AppDeps, "logger" | "events">, sync: SiteSync): Promise<void> {
  const view = toSyncView(sync);
  deps.logger.info({ syncId: sync.id, siteId: sync.siteId, status: sync.status, ...view.counts }, "site sync finished");
  await deps.events.publish(sync.userId, "site.synced", {
    site_id: sync.siteId,
    sync: { id: sync.id, status: sync.status, counts: view.counts, error: sync.error },
  });
}

/**
 * The seller ran out of credits mid-sync: the sync pauses (once) and the seller gets an email.
 * The schedule resumes it once the balance allows (or "Sync now" does).
 */
export async function pauseSync(deps: Deps, syncId: string): Promise<void> {
  const db = deps.database.db;
  const [paused] = await db
    .update(siteSyncs)
    .set({ status: "paused", error: SITE_SYNC_MESSAGES.outOfCredits })
    .where(and(eq(siteSyncs.id, syncId), eq(siteSyncs.status, "running")))
    .returning();
  if (!paused) return;
  deps.logger.info({ syncId, siteId: paused.siteId }, "site sync paused: out of credits");
  const [site] = await db
    .select({ userId: sites.userId, origin: sites.origin })
    .from(sites)
    .where(eq(sites.id, paused.siteId));
  const contact = site ? await workspaceContact(db, site.userId) : undefined;
  if (!site || !contact) return;
  const link = `${deps.config.appUrl}/shop?site=${paused.siteId}`;
  try {
    await deps.mail.send(syncPausedEmail({ to: contact.email, locale: contact.locale }, { origin: site.origin, link }));
  } catch (err) {
    deps.logger.error({ err, syncId }, "sync paused email could not be sent");
  }
}
