import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, signUpConfirmed } from "../test/accounts";
import { TEST_ORIGIN, type TestClient } from "../test/auth-client";
import { serveOnLoopback, startLoopbackTestApp, type LoopbackApp, type LoopbackTestApp } from "../test/loopback-app";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { grantAdmin } from "../server/features/account/roles.service";
import { describeChanges, snapshotWorld } from "./support/db-fingerprint";
import { setCredits, userIdOf, writeScript } from "./support/seller-state";

const RUNS = Math.max(200, Number(process.env.ROBUSTNESS_RUNS ?? 0) || 0);
const SEED = process.env.ROBUSTNESS_SEED ? Number(process.env.ROBUSTNESS_SEED) : undefined;

/** The state-changing requests a page on another site would aim at a signed-in seller or admin. */
function targets(ids: { draftId: string; audioPath: string; checkoutId: string }) {
  return [
    { method: "POST", path: "/api/account/sign-out" },
    { method: "POST", path: "/api/payments/checkout", json: { packId: "max" } },
    { method: "POST", path: "/api/payments/verify", json: { sessionId: ids.checkoutId } },
    { method: "POST", path: `/api/payments/test-checkout/${ids.checkoutId}/pay` },
    { method: "POST", path: "/api/scripts", json: { specifications: "A blue mug.", language: "en" } },
    {
      method: "POST",
      path: "/api/audios",
      json: { draftId: ids.draftId, text: "Hi.", voice: "nova", idempotencyKey: "k-12345678" },
    },
    { method: "DELETE", path: ids.audioPath },
    { method: "POST", path: "/api/contact", json: { name: "A", email: "a@example.com", subject: "S", message: "M" } },
    { method: "POST", path: "/api/auth/update-user", json: { name: "Renamed by a stranger" } },
    {
      method: "POST",
      path: "/api/auth/change-password",
      json: { currentPassword: GOOD_PASSWORD, newPassword: "stolen-passphrase" },
    },
    { method: "PUT", path: "/api/admin/categories/0/audio", raw: true },
    { method: "DELETE", path: "/api/admin/categories/0/audio" },
  ] as const;
}

/** Origins of pages that are not ours: other sites, other ports and schemes of ours, sibling subdomains, opaque. */
const foreignOrigin = fc.oneof(
  fc.webUrl({ withQueryParameters: false, withFragments: false }).map((u) => new URL(u).origin),
  fc
    .integer({ min: 1, max: 65535 })
    .filter((p) => p !== 3000)
    .map((p) => `http://localhost:${p}`),
  fc.constantFrom("https://localhost:3000", "http://shop.localhost:3000", "http://127.0.0.1:3000", "null"),
);
/** The bodies a cross-site form or fetch may send without a CORS preflight. */
const simpleType = fc.constantFrom(
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
);

describe("cross-origin posts over loopback HTTP: 403 or 415, the session intact, nothing written", () => {
  let database: TestDatabase;
  let server: LoopbackApp;
  let seller: TestClient;
  let admin: TestClient;
  let storageRoot: string;
  let ids: { draftId: string; audioPath: string; checkoutId: string };
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    storageRoot = path.join(config.dataDir, "storage");
    server = await serveOnLoopback(createTestApp({ database, config, deps: { mail } }).app);
    seller = await signUpConfirmed(server.app, mail, "victim@example.com");
    admin = await signUpConfirmed(server.app, mail, "victim-admin@example.com");
    await grantAdmin(database.db, "victim-admin@example.com");
    await setCredits(database.db, await userIdOf(database.db, "victim@example.com"), 3);
    const { draftId } = await writeScript(seller);
    const checkout = (await (await seller.request("/api/payments/checkout", { json: { packId: "lite" } })).json()) as {
      id: string;
    };
    ids = { draftId, audioPath: "/api/audios/00000000-0000-4000-8000-000000000000", checkoutId: checkout.id };
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it("every target, from any foreign origin, with any simple body: 403; the same from our origin: 415", async () => {
    const before = await snapshotWorld(database.db, storageRoot);
    const all = targets(ids);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(all.length - 1),
        foreignOrigin,
        simpleType,
        fc.boolean(),
        async (i, origin, type, asAdmin) => {
          const target = all[i]!;
          const body =
            "json" in target ? JSON.stringify(target.json) : "raw" in target ? "ID3 not really audio" : "x=1";
          const victim = asAdmin ? admin : seller;
          const send = (from: string, contentType: string) =>
            fetch(`${server.url}${target.path}`, {
              method: target.method,
              headers: { origin: from, cookie: victim.cookieHeader(), "content-type": contentType },
              body,
            });
          const foreign = await send(origin, type);
          expect(foreign.status, `${target.method} ${target.path} from ${origin}`).toBe(403);
          expect(((await foreign.json()) as { code?: string }).code).toBe("cross_origin");
          if (!("raw" in target)) {
            const ours = await send(TEST_ORIGIN, type);
            expect(ours.status, `${target.method} ${target.path} as ${type}`).toBe(415);
            await ours.arrayBuffer();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(describeChanges(before, await snapshotWorld(database.db, storageRoot))).toEqual([]);
    for (const victim of [seller, admin]) {
      const me = (await (await victim.request("/api/me")).json()) as { user: unknown };
      expect(me.user).not.toBeNull();
    }
  });
});

describe("stale password-reset links over loopback HTTP", () => {
  let server: LoopbackTestApp;
  const mail = createMemoryMail();

  beforeAll(async () => {
    server = await startLoopbackTestApp({ config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } });
  });
  afterAll(() => server.stop());

  async function tokens(email: string, n: number): Promise<string[]> {
    const found: string[] = [];
    for (let i = 0; i < n; i += 1) {
      await server.client().request("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth" } });
      found.push(decodeURIComponent(new URL(mail.lastTo(email).link!).hash.split("access_token=")[1]!));
    }
    return found;
  }

  it("once any link resets the password, every other link of that user is refused", async () => {
    await signUpConfirmed(server.app, mail, "stale@example.com");
    const links = await tokens("stale@example.com", 4);
    const used = links[1]!;
    expect(
      (
        await server
          .client()
          .request("/api/auth/reset-password", { json: { token: used, newPassword: "chosen-after-reset" } })
      ).status,
    ).toBe(200);
    for (const token of links) {
      const res = await server
        .client()
        .request("/api/auth/reset-password", { json: { token, newPassword: "someone-else-was-here" } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code?: string }).code).toBe("INVALID_TOKEN");
    }
    const signIn = await server.client().request("/api/auth/sign-in/email", {
      json: { email: "stale@example.com", password: "chosen-after-reset" },
    });
    expect(signIn.status).toBe(200);
  });
});
