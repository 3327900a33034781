import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { LOGO_PATH_PREFIX, LOGO_TYPES, type LogoContentType, type LogoView } from "../../../shared/logos/logos";
import type { Database } from "../../db/database";
import { embedLogos, generatedAudios, siteProducts, sites } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import type { Logger } from "../../logger";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { sniffLogo } from "./logo-image";

export type LogosDeps = { db: Database; storage: StorageProvider; appUrl: string; logger: Logger };
export type LogoRow = typeof embedLogos.$inferSelect;
type Holder = "site" | "audio";

/** The logo's public address: its random id and its type's extension. Never changes meaning. */
export function logoUrl(appUrl: string, logo: { id: string; contentType: string }): string {
  const extension = LOGO_TYPES[logo.contentType as LogoContentType] ?? "png";
  return `${appUrl}${LOGO_PATH_PREFIX}${logo.id}.${extension}`;
}

function toView(appUrl: string, logo: LogoRow, from: Holder): LogoView {
  return { id: logo.id, url: logoUrl(appUrl, logo), alt: logo.alt, from };
}

/** What a screen reader says for a site's logo when the seller names none: the shop's host name. */
export function siteLogoAlt(origin: string): string {
  return new URL(origin).hostname.replace(/^www\./, "");
}

/** Checks the bytes (type and size), writes the file, then the row; a failed insert leaves no file. */
async function storeLogo(deps: LogosDeps, workspaceId: string, bytes: Uint8Array, alt: string): Promise<LogoRow> {
  const { contentType, extension } = await sniffLogo(bytes);
  const id = randomUUID();
  const storageKey = `logos/${workspaceId}/${id}.${extension}`;
  await deps.storage.put(storageKey, bytes, contentType);
  try {
    const [row] = await deps.db
      .insert(embedLogos)
      .values({ id, userId: workspaceId, storageKey, contentType, bytes: bytes.byteLength, alt })
      .returning();
    if (!row) throw new Error("logo insert returned no row");
    return row;
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A logo no holder points at any more: its row, then its file (a leftover file is only logged). */
async function dropLogo(deps: LogosDeps, logoId: string | null | undefined): Promise<void> {
  if (!logoId) return;
  const [gone] = await deps.db.delete(embedLogos).where(eq(embedLogos.id, logoId)).returning();
  if (!gone) return;
  await deps.storage
    .delete(gone.storageKey)
    .catch((err: unknown) => deps.logger.error({ err, key: gone.storageKey }, "could not remove logo file"));
}

type ReleaseDeps = Pick<LogosDeps, "db" | "storage" | "logger">;

/** No site and no audio points at the logo. */
const unheld = () =>
  and(
    sql`not exists (select 1 from ${sites} where ${sites.logoId} = ${embedLogos.id})`,
    sql`not exists (select 1 from ${generatedAudios} where ${generatedAudios.logoId} = ${embedLogos.id})`,
  );

/**
 * Deletes the logo rows `which` selects that nothing holds, in one statement (a holder pointed at
 * one meanwhile keeps it), then their files, best effort: a file another row still names stays,
 * and a file storage fails to delete is only logged (the next sweep cannot see it, the row is gone).
 */
async function dropUnheld(deps: ReleaseDeps, which: SQL | undefined): Promise<number> {
  const gone = await deps.db
    .delete(embedLogos)
    .where(and(which, unheld()))
    .returning({ storageKey: embedLogos.storageKey });
  for (const { storageKey } of gone) {
    const [other] = await deps.db
      .select({ id: embedLogos.id })
      .from(embedLogos)
      .where(eq(embedLogos.storageKey, storageKey))
      .limit(1);
    if (other) continue;
    await deps.storage
      .delete(storageKey)
      .catch((err: unknown) => deps.logger.error({ err, key: storageKey }, "could not remove logo file"));
  }
  return gone.length;
}

/**
 * The logos a just-deleted site or audio held (decision 134): called after the deletion has
 * committed, it removes each one nothing else holds, row and file. Unlike the sweep, no grace
 * period: these logos had a holder, so none is an upload in flight.
 */
export async function releaseLogos(
  deps: ReleaseDeps,
  logoIds: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const ids = [...new Set(logoIds.filter((id): id is string => typeof id === "string"))];
  if (ids.length === 0) return;
  await dropUnheld(deps, inArray(embedLogos.id, ids));
}

/** Every logo of a deleted workspace (it held no site or audio any more), row and file. */
export async function releaseWorkspaceLogos(deps: ReleaseDeps, workspaceId: string): Promise<void> {
  await dropUnheld(deps, eq(embedLogos.userId, workspaceId));
}

/** An upload waits this long for its holder before a sweep may take it for an orphan. */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/**
 * Logos of the workspace that no site or audio points at any more (their holder was deleted and
 * the release after it failed, or an upload lost its holder), older than the grace period:
 * removed whenever the workspace sets or removes a logo.
 */
async function sweepOrphans(deps: LogosDeps, workspaceId: string): Promise<void> {
  await dropUnheld(
    deps,
    and(eq(embedLogos.userId, workspaceId), lt(embedLogos.createdAt, new Date(Date.now() - ORPHAN_GRACE_MS))),
  );
}

/**
 * Points a site or an audio of the workspace at a logo (or at none) and says which logo it held
 * before; undefined when the workspace has no such site or audio. The row is locked while it
 * moves, so two uploads at once cannot both think they replaced the same logo.
 */
async function swapLogo(
  db: Database,
  holder: Holder,
  workspaceId: string,
  id: string,
  logoId: string | null,
): Promise<{ previous: string | null } | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    if (holder === "site") {
      const owned = and(eq(sites.id, id), eq(sites.userId, workspaceId));
      const [row] = await tx.select({ logoId: sites.logoId }).from(sites).where(owned).for("update");
      if (!row) return undefined;
      await tx.update(sites).set({ logoId }).where(owned);
      return { previous: row.logoId };
    }
    const owned = and(eq(generatedAudios.id, id), eq(generatedAudios.userId, workspaceId));
    const [row] = await tx.select({ logoId: generatedAudios.logoId }).from(generatedAudios).where(owned).for("update");
    if (!row) return undefined;
    await tx.update(generatedAudios).set({ logoId }).where(owned);
    return { previous: row.logoId };
  });
}

/**
 * Sets a site's or an audio's logo from an upload (decision 123). Anyone else's site or audio is
 * the 404 of a missing one, checked before anything is stored. The logo it replaces is deleted.
 */
export async function setLogo(
  deps: LogosDeps,
  holder: Holder,
  workspaceId: string,
  id: string,
  upload: { bytes: Uint8Array; alt: string | undefined },
): Promise<LogoView> {
  const alt = upload.alt ?? (await defaultAlt(deps.db, holder, workspaceId, id));
  const logo = await storeLogo(deps, workspaceId, upload.bytes, alt);
  const swapped = await swapLogo(deps.db, holder, workspaceId, id, logo.id);
  if (!swapped) {
    // Deleted between the check and the swap: the new logo has no holder.
    await dropLogo(deps, logo.id);
    throw notFound();
  }
  await dropLogo(deps, swapped.previous);
  await sweepOrphans(deps, workspaceId);
  return toView(deps.appUrl, logo, holder);
}

/** Removes a site's or an audio's own logo (an audio then shows its site's again, if any). */
export async function removeLogo(deps: LogosDeps, holder: Holder, workspaceId: string, id: string): Promise<void> {
  const swapped = await swapLogo(deps.db, holder, workspaceId, id, null);
  if (!swapped) throw notFound();
  await dropLogo(deps, swapped.previous);
  await sweepOrphans(deps, workspaceId);
}

/** The alt text when the upload names none: the shop's host name (a site's own, or the product page's). */
async function defaultAlt(db: Database, holder: Holder, workspaceId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  if (holder === "site") {
    const [site] = await db
      .select({ origin: sites.origin })
      .from(sites)
      .where(and(eq(sites.id, id), eq(sites.userId, workspaceId)));
    if (!site) throw notFound();
    return siteLogoAlt(site.origin);
  }
  const [audio] = await db
    .select({ link: generatedAudios.productLink, site: sites.origin })
    .from(generatedAudios)
    .leftJoin(siteProducts, eq(siteProducts.audioId, generatedAudios.id))
    .leftJoin(sites, eq(sites.id, siteProducts.siteId))
    .where(and(eq(generatedAudios.id, id), eq(generatedAudios.userId, workspaceId)))
    .limit(1);
  if (!audio) throw notFound();
  const origin = audio.site ?? audio.link;
  return origin && URL.canParse(origin) ? siteLogoAlt(origin) : "Logo";
}

/** A site's logo as its seller sees it; 404 for anyone else's site. */
export async function getSiteLogo(deps: LogosDeps, workspaceId: string, siteId: string): Promise<LogoView | null> {
  if (!isUuid(siteId)) throw notFound();
  const [row] = await deps.db
    .select({ site: sites.id, logo: embedLogos })
    .from(sites)
    .leftJoin(embedLogos, eq(embedLogos.id, sites.logoId))
    .where(and(eq(sites.id, siteId), eq(sites.userId, workspaceId)));
  if (!row) throw notFound();
  return row.logo ? toView(deps.appUrl, row.logo, "site") : null;
}

/** The logo an audio's player shows: its own, else its site's; 404 for anyone else's audio. */
export async function getAudioLogo(deps: LogosDeps, workspaceId: string, audioId: string): Promise<LogoView | null> {
  if (!isUuid(audioId)) throw notFound();
  const [row] = await deps.db
    .select({ own: generatedAudios.logoId })
    .from(generatedAudios)
    .where(and(eq(generatedAudios.id, audioId), eq(generatedAudios.userId, workspaceId)));
  if (!row) throw notFound();
  const logo = await shownLogo(deps.db, audioId);
  return logo ? toView(deps.appUrl, logo, logo.id === row.own ? "audio" : "site") : null;
}

/** The logo an audio's player shows: its own, else that of a site it is a product audio of. */
export async function shownLogo(db: Database, audioId: string): Promise<LogoRow | undefined> {
  const [own] = await db
    .select({ logo: embedLogos })
    .from(generatedAudios)
    .innerJoin(embedLogos, eq(embedLogos.id, generatedAudios.logoId))
    .where(eq(generatedAudios.id, audioId));
  if (own) return own.logo;
  const [fromSite] = await db
    .select({ logo: embedLogos })
    .from(siteProducts)
    .innerJoin(sites, eq(sites.id, siteProducts.siteId))
    .innerJoin(embedLogos, eq(embedLogos.id, sites.logoId))
    .where(eq(siteProducts.audioId, audioId))
    .limit(1);
  return fromSite?.logo;
}

/** A logo's file by its public id, for /logo/{id}.{ext}; undefined for an unknown id. */
export async function findLogoFile(db: Database, id: string): Promise<LogoRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(embedLogos).where(eq(embedLogos.id, id));
  return row;
}
