import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import {
  LOOKUP_MAX_ID_LENGTH,
  LOOKUP_MAX_IDS,
  LOOKUP_PARAMS,
  type SiteLookupResult,
} from "../../../shared/sites/site-lookup";
import { publicTitleOf } from "../../../shared/audios/public-title";
import { normaliseProductUrl } from "../../../shared/sites/site-url";
import type { Database } from "../../db/database";
import { audioPublications, generatedAudios, siteProducts, sites } from "../../db/schema/index";
import { isUuid } from "../../http/uuid-param";
import { publishedLinks } from "../publish/publish-links";
import { servableAudioCondition } from "./site-serving";

type Kind = keyof typeof LOOKUP_PARAMS;
type Candidate = { kind: Kind; value: string };

const KIND_OF_PARAM = new Map<string, Kind>(
  (Object.entries(LOOKUP_PARAMS) as Array<[Kind, string]>).map(([kind, param]) => [param, kind]),
);

/**
 * The identifiers of a lookup, in the order the query gives them (its priority: site.js sends the
 * canonical URL, og:url, JSON-LD sku, gtin*, productID, url, then the page's own address). URLs
 * are normalised the way site products are keyed; anything unreadable is dropped.
 */
export function lookupCandidates(params: URLSearchParams): Candidate[] {
  const out: Candidate[] = [];
  for (const [name, raw] of params) {
    const kind = KIND_OF_PARAM.get(name);
    if (!kind || raw.length > LOOKUP_MAX_ID_LENGTH) continue;
    const value = kind === "url" ? normaliseProductUrl(raw) : raw.trim();
    if (!value || out.some((c) => c.kind === kind && c.value === value)) continue;
    out.push({ kind, value });
    if (out.length === LOOKUP_MAX_IDS) break;
  }
  return out;
}

/** The cache's key for a lookup's identifiers (their order is their priority, so it is kept). */
export function lookupCacheKey(candidates: readonly Candidate[]): string {
  return candidates.map((one) => `${one.kind}=${one.value}`).join("\n");
}

const COLUMN = {
  url: siteProducts.url,
  sku: siteProducts.sku,
  gtin: siteProducts.gtin,
  productId: siteProducts.productId,
};

/**
 * The live audio of a verified site's product page, in one indexed query, or undefined. An unknown
 * site, an unverified one, an unknown product, an unpublished or a stale audio all come back the
 * same: undefined (the route's one 404), so the answer reveals nothing else about the site.
 */
export async function lookupLiveAudio(
  db: Database,
  appUrl: string,
  siteId: string,
  candidates: readonly Candidate[],
): Promise<SiteLookupResult | undefined> {
  if (!isUuid(siteId) || candidates.length === 0) return undefined;
  const byKind = new Map<Kind, string[]>();
  for (const c of candidates) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.value]);
  const matches: SQL[] = [...byKind].map(([kind, values]) => inArray(COLUMN[kind], values));
  const rows = await db
    .select({
      url: siteProducts.url,
      sku: siteProducts.sku,
      gtin: siteProducts.gtin,
      productId: siteProducts.productId,
      publicId: audioPublications.publicId,
      title: generatedAudios.title,
      publicTitle: generatedAudios.publicTitle,
      productName: generatedAudios.productName,
      selector: sites.playerSelector,
    })
    .from(siteProducts)
    .innerJoin(sites, eq(sites.id, siteProducts.siteId))
    .innerJoin(audioPublications, eq(audioPublications.audioId, siteProducts.audioId))
    .innerJoin(generatedAudios, eq(generatedAudios.id, siteProducts.audioId))
    .where(
      and(
        eq(siteProducts.siteId, siteId),
        or(...matches),
        eq(audioPublications.published, true),
        servableAudioCondition(),
      ),
    )
    .limit(LOOKUP_MAX_IDS);
  // The first identifier (in the page's order) that names a live product wins.
  for (const candidate of candidates) {
    const row = rows.find((r) => r[candidate.kind] === candidate.value);
    if (row)
      return {
        publicId: row.publicId,
        embedUrl: publishedLinks(appUrl, row.publicId).embedUrl,
        // The name shoppers read (issue 25): the player's label on the shop's page.
        title: publicTitleOf(row),
        selector: row.selector,
      };
  }
  return undefined;
}
