import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { generateAudio, pathOf, publish } from "../../../test/publish-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import type { SiteLookupResult } from "../../../shared/sites/site-lookup";
import { siteProducts, sites } from "../../db/schema/index";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import { WITHHELD_AUDIO_MESSAGE } from "../publish/public-pages.routes";

const SHOP = "https://shop.example";

describe(`the public lookup and stale audio (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let siteId: string;
  let unverifiedId: string;
  let productId: string;
  let publicId: string;
  let audioUrl: string;
  const anonymous = () => new TestClient(app);
  const lookup = (site: string, query: string) =>
    app.request(`http://localhost:3000/api/sites/${site}/lookup?${query}`, {
      headers: { origin: SHOP, cookie: "better-auth.session_token=whatever" },
    });
  const q = (params: Array<[string, string]>) => new URLSearchParams(params).toString();

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    const owner = await signUpConfirmed(app, mail, "shop-owner@example.com");
    const userId = await userIdOf(database.db, "shop-owner@example.com");
    await setCredits(database.db, userId, 5);
    const audio = await generateAudio(owner, "Oak board: solid oak, 40 by 30 centimetres, oiled. Only $39.");
    const unpublished = await generateAudio(owner, "Ash board: solid ash, 30 by 20 centimetres. Only $29.");
    const info = await publish(owner, audio.id);
    publicId = info.publicId;
    audioUrl = info.audioUrl;
    const [site] = await database.db
      .insert(sites)
      .values({ userId, origin: SHOP, verificationToken: "t".repeat(43), verifiedAt: new Date() })
      .returning();
    const [unverified] = await database.db
      .insert(sites)
      .values({ userId, origin: "https://other.example", verificationToken: "u".repeat(43) })
      .returning();
    siteId = site!.id;
    unverifiedId = unverified!.id;
    const [product] = await database.db
      .insert(siteProducts)
      .values({
        siteId,
        userId,
        url: `${SHOP}/p/oak`,
        sku: "OAK-1",
        gtin: "4006381333931",
        status: "live",
        audioId: audio.id,
      })
      .returning();
    productId = product!.id;
    await database.db.insert(siteProducts).values([
      { siteId, userId, url: `${SHOP}/p/ash`, sku: "ASH-1", status: "live", audioId: unpublished.id },
      { siteId, userId, url: `${SHOP}/p/new`, status: "new" },
      {
        siteId: unverifiedId,
        userId,
        url: "https://other.example/p/oak",
        sku: "OAK-1",
        status: "live",
        audioId: audio.id,
      },
    ]);
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("finds a live audio by canonical URL (query and trailing slash ignored), sku, gtin; public, CORS *, no cookie", async () => {
    for (const query of [
      q([["url", `${SHOP}/p/oak/?utm_source=x#top`]]),
      q([["sku", "OAK-1"]]),
      q([["gtin", "4006381333931"]]),
      q([
        ["url", `${SHOP}/p/unknown`],
        ["sku", "OAK-1"],
      ]),
    ]) {
      const res = await lookup(siteId, query);
      expect(res.status, query).toBe(200);
      expect((await res.json()) as SiteLookupResult).toEqual({
        publicId,
        embedUrl: `http://localhost:3000/embed/${publicId}`,
        title: expect.any(String) as string,
        selector: null,
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers one and the same 404 for an unknown site, unverified site, unknown product, unpublished or unmade audio", async () => {
    const answers = await Promise.all([
      lookup("00000000-0000-4000-8000-000000000000", q([["sku", "OAK-1"]])),
      lookup("not-a-uuid", q([["sku", "OAK-1"]])),
      lookup(unverifiedId, q([["url", "https://other.example/p/oak"]])),
      lookup(siteId, q([["url", `${SHOP}/p/missing`]])),
      lookup(siteId, q([["sku", "ASH-1"]])),
      lookup(siteId, q([["url", `${SHOP}/p/new`]])),
      lookup(siteId, ""),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    for (const [i, res] of answers.entries()) {
      expect(res.status, `answer ${i}`).toBe(404);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it("a stale product audio is neither looked up nor served (410), unless the site keeps it until approved", async () => {
    await database.db
      .update(siteProducts)
      .set({ audioStale: true, status: "stale" })
      .where(eq(siteProducts.id, productId));
    expect((await lookup(siteId, q([["sku", "OAK-1"]]))).status).toBe(404);
    const mp3 = await anonymous().request(pathOf(audioUrl));
    expect(mp3.status).toBe(410);
    expect(await mp3.text()).toBe(WITHHELD_AUDIO_MESSAGE);
    expect(mp3.headers.get("cache-control")).toBe("no-store");

    await database.db.update(sites).set({ policyStale: "keep-until-approved" }).where(eq(sites.id, siteId));
    expect((await lookup(siteId, q([["sku", "OAK-1"]]))).status).toBe(200);
    expect((await anonymous().request(pathOf(audioUrl))).status).toBe(200);

    await database.db.update(sites).set({ policyStale: "withhold" }).where(eq(sites.id, siteId));
    await database.db
      .update(siteProducts)
      .set({ audioStale: false, status: "live" })
      .where(eq(siteProducts.id, productId));
    expect((await lookup(siteId, q([["sku", "OAK-1"]]))).status).toBe(200);
    expect((await anonymous().request(pathOf(audioUrl))).status).toBe(200);
  });
});
