import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { inviteAndAccept, newWorkspace } from "../../../test/workspace-kit";
import { roleAtLeast, type WorkspaceRole } from "../../../shared/workspaces/workspace-roles";
import { and, eq } from "drizzle-orm";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import { keyClient } from "../../../test/api-kit";
import { TestClient } from "../../../test/auth-client";
import { workspaceMembers } from "../../db/schema/index";
import { ActorLostAccess } from "../../lib/domain-errors";
import { assertActorMayAct, SYSTEM_ACTOR } from "./actor";

/**
 * The role table (decision 085) as data: every route of the app and the least role it needs,
 * checked against the app's own route list, so a route added without an entry here fails. Allowed
 * means past the role check (the answer may still be 400 or 404 for the made-up bodies and ids,
 * which keeps the matrix free of side effects); refused means 403 for a member of the workspace,
 * 401 without a session. `signed-in` routes are about the person, not the workspace (any role);
 * `site-admin` routes are ShelfTalk's own administration (user_roles), refused to every workspace
 * role. Routes marked `last` change the session or membership and run after the others.
 */
const ID = "00000000-0000-4000-8000-000000000000";
type Needs = WorkspaceRole | "signed-in" | "site-admin";
type Route = { method: string; path: string; needs: Needs; json?: unknown; last?: boolean };
const ROUTES: Route[] = [
  { method: "GET", path: "/api/credits", needs: "signed-in" },
  { method: "GET", path: "/api/workspaces", needs: "signed-in" },
  { method: "PATCH", path: "/api/account/locale", json: {}, needs: "signed-in" },
  { method: "POST", path: "/api/workspaces", json: {}, needs: "signed-in" },
  { method: "POST", path: "/api/workspaces/switch", json: {}, needs: "signed-in" },
  { method: "POST", path: "/api/workspaces/invitations/accept", json: {}, needs: "signed-in" },
  { method: "PUT", path: "/api/admin/categories/:index/audio", json: {}, needs: "site-admin" },
  { method: "DELETE", path: "/api/admin/categories/:index/audio", needs: "site-admin" },
  { method: "GET", path: "/api/admin/overview", needs: "site-admin" },
  { method: "GET", path: "/api/audios", needs: "viewer" },
  { method: "GET", path: "/api/audios/:id/file", needs: "viewer" },
  { method: "GET", path: "/api/audios/:id/publish", needs: "viewer" },
  { method: "GET", path: "/api/listening-figures", needs: "viewer" },
  { method: "GET", path: "/api/batches", needs: "viewer" },
  { method: "GET", path: "/api/batches/:id", needs: "viewer" },
  { method: "GET", path: "/api/batches/:id/events", needs: "viewer" },
  { method: "GET", path: "/api/batches/:id/archive", needs: "viewer" },
  { method: "GET", path: "/api/sites", needs: "viewer" },
  { method: "GET", path: "/api/sites/:id", needs: "viewer" },
  { method: "GET", path: "/api/sites/:id/syncs", needs: "viewer" },
  { method: "GET", path: "/api/sites/:id/syncs/:syncId", needs: "viewer" },
  { method: "GET", path: "/api/sites/:id/products", needs: "viewer" },
  { method: "GET", path: "/api/sites/:id/reviews", needs: "viewer" },
  { method: "GET", path: "/api/sites/:id/logo", needs: "viewer" },
  { method: "GET", path: "/api/audios/:id/logo", needs: "viewer" },
  { method: "GET", path: "/api/pronunciations", needs: "viewer" },
  { method: "GET", path: "/api/pronunciations/:id/preview", needs: "viewer" },
  { method: "GET", path: "/api/webhooks", needs: "viewer" },
  { method: "GET", path: "/api/webhooks/:id/deliveries", needs: "viewer" },
  { method: "GET", path: "/api/workspaces/current/members", needs: "viewer" },
  { method: "POST", path: "/api/scripts", json: {}, needs: "member" },
  { method: "POST", path: "/api/scripts/page-language", json: {}, needs: "member" },
  { method: "POST", path: "/api/scripts/check", json: {}, needs: "member" },
  { method: "POST", path: "/api/scripts/confirm", json: {}, needs: "member" },
  { method: "POST", path: "/api/audios", json: {}, needs: "member" },
  { method: "PATCH", path: "/api/audios/:id", json: {}, needs: "member" },
  { method: "DELETE", path: "/api/audios/:id", needs: "member" },
  { method: "POST", path: "/api/audios/bulk-delete", json: {}, needs: "member" },
  { method: "POST", path: "/api/audios/archive", json: {}, needs: "member" },
  { method: "POST", path: "/api/audios/:id/publish", needs: "member" },
  { method: "PUT", path: "/api/audios/:id/logo", needs: "member" },
  { method: "DELETE", path: "/api/audios/:id/logo", needs: "member" },
  { method: "DELETE", path: "/api/audios/:id/publish", needs: "member" },
  { method: "POST", path: "/api/audios/publish", json: {}, needs: "member" },
  { method: "POST", path: "/api/audios/unpublish", json: {}, needs: "member" },
  { method: "POST", path: "/api/batches/preview", json: {}, needs: "member" },
  { method: "POST", path: "/api/batches", json: {}, needs: "member" },
  { method: "POST", path: "/api/batches/:id/cancel", needs: "member" },
  { method: "POST", path: "/api/batches/:id/retry", needs: "member" },
  { method: "POST", path: "/api/batches/:id/speak", needs: "member" },
  { method: "POST", path: "/api/batches/:id/publish", needs: "member" },
  { method: "PATCH", path: "/api/batches/:id/items/:itemId", json: {}, needs: "member" },
  { method: "POST", path: "/api/pronunciations", json: {}, needs: "member" },
  { method: "DELETE", path: "/api/pronunciations/:id", needs: "member" },
  { method: "POST", path: "/api/sites/:id/sync", needs: "member" },
  { method: "POST", path: "/api/sites/:id/reviews/approve-all", needs: "member" },
  { method: "POST", path: "/api/sites/:id/reviews/reject-all", needs: "member" },
  { method: "POST", path: "/api/sites/:id/reviews/:reviewId/approve", needs: "member" },
  { method: "POST", path: "/api/sites/:id/reviews/:reviewId/reject", needs: "member" },
  { method: "POST", path: "/api/webhooks", json: {}, needs: "member" },
  { method: "DELETE", path: "/api/webhooks/:id", needs: "member" },
  { method: "POST", path: "/api/webhooks/:id/rotate-secret", needs: "member" },
  { method: "POST", path: "/api/webhooks/:id/deliveries/:deliveryId/resend", needs: "member" },
  { method: "POST", path: "/api/sites", json: {}, needs: "admin" },
  { method: "PATCH", path: "/api/sites/:id", json: {}, needs: "admin" },
  { method: "DELETE", path: "/api/sites/:id", needs: "admin" },
  { method: "POST", path: "/api/sites/:id/verify", needs: "admin" },
  { method: "PUT", path: "/api/sites/:id/logo", needs: "admin" },
  { method: "DELETE", path: "/api/sites/:id/logo", needs: "admin" },
  { method: "GET", path: "/api/keys", needs: "admin" },
  { method: "POST", path: "/api/keys", json: {}, needs: "admin" },
  { method: "DELETE", path: "/api/keys/:id", needs: "admin" },
  { method: "PATCH", path: "/api/workspaces/current", json: {}, needs: "admin" },
  { method: "GET", path: "/api/workspaces/current/invitations", needs: "admin" },
  { method: "POST", path: "/api/workspaces/current/invitations", json: {}, needs: "admin" },
  { method: "DELETE", path: "/api/workspaces/current/invitations/:id", needs: "admin" },
  { method: "PATCH", path: "/api/workspaces/current/members/:userId", json: {}, needs: "admin" },
  { method: "DELETE", path: "/api/workspaces/current/members/:userId", needs: "admin" },
  { method: "GET", path: "/api/workspaces/current/audit", needs: "admin" },
  { method: "GET", path: "/api/workspaces/current/audit.csv", needs: "admin" },
  { method: "GET", path: "/api/payments/history", needs: "owner" },
  { method: "POST", path: "/api/payments/checkout", json: {}, needs: "owner" },
  { method: "POST", path: "/api/payments/verify", json: {}, needs: "owner" },
  { method: "GET", path: "/api/payments/billing-details", needs: "owner" },
  { method: "PUT", path: "/api/payments/billing-details", json: {}, needs: "owner" },
  { method: "GET", path: "/api/payments/invoices/:number", needs: "owner" },
  { method: "GET", path: "/api/payments/test-checkout/:id", needs: "owner" },
  { method: "POST", path: "/api/payments/test-checkout/:id/pay", needs: "owner" },
  { method: "POST", path: "/api/payments/test-checkout/:id/cancel", needs: "owner" },
  // The workspace holds a credit, so the owner's delete is refused (409) and the matrix goes on.
  { method: "DELETE", path: "/api/workspaces/current", needs: "owner", last: true },
  // Leaving: every non-owner leaves (200); the last owner is refused (409), not 403.
  { method: "POST", path: "/api/workspaces/current/leave", needs: "viewer", last: true },
];

/** The developer API, by the key's role (keys are viewer, member or admin; never owner). */
const KEY_ROUTES: Array<{ method: string; path: string; needs: WorkspaceRole }> = [
  { method: "GET", path: "/api/v1/credits", needs: "viewer" },
  { method: "GET", path: "/api/v1/audios", needs: "viewer" },
  { method: "GET", path: "/api/v1/audios/:id", needs: "viewer" },
  { method: "GET", path: "/api/v1/audios/:id/file", needs: "viewer" },
  { method: "GET", path: "/api/v1/batches/:id", needs: "viewer" },
  { method: "GET", path: "/api/v1/webhooks", needs: "viewer" },
  { method: "GET", path: "/api/v1/webhooks/:id/deliveries", needs: "viewer" },
  { method: "GET", path: "/api/v1/sites", needs: "viewer" },
  { method: "GET", path: "/api/v1/sites/:id", needs: "viewer" },
  { method: "GET", path: "/api/v1/sites/:id/syncs/:syncId", needs: "viewer" },
  { method: "GET", path: "/api/v1/sites/:id/products", needs: "viewer" },
  { method: "GET", path: "/api/v1/sites/:id/reviews", needs: "viewer" },
  { method: "POST", path: "/api/v1/scripts", needs: "member" },
  { method: "POST", path: "/api/v1/scripts/check", needs: "member" },
  { method: "POST", path: "/api/v1/audios", needs: "member" },
  { method: "DELETE", path: "/api/v1/audios/:id", needs: "member" },
  { method: "POST", path: "/api/v1/audios/:id/publish", needs: "member" },
  { method: "POST", path: "/api/v1/audios/:id/unpublish", needs: "member" },
  { method: "POST", path: "/api/v1/batches", needs: "member" },
  { method: "POST", path: "/api/v1/batches/:id/cancel", needs: "member" },
  { method: "POST", path: "/api/v1/batches/:id/publish", needs: "member" },
  { method: "POST", path: "/api/v1/webhooks", needs: "member" },
  { method: "DELETE", path: "/api/v1/webhooks/:id", needs: "member" },
  { method: "POST", path: "/api/v1/webhooks/:id/rotate-secret", needs: "member" },
  { method: "POST", path: "/api/v1/webhooks/:id/deliveries/:deliveryId/resend", needs: "member" },
  { method: "POST", path: "/api/v1/sites/:id/sync", needs: "member" },
  { method: "POST", path: "/api/v1/sites/:id/reviews/:reviewId/approve", needs: "member" },
  { method: "POST", path: "/api/v1/sites/:id/reviews/:reviewId/reject", needs: "member" },
  { method: "POST", path: "/api/v1/sites", needs: "admin" },
  { method: "PATCH", path: "/api/v1/sites/:id", needs: "admin" },
  { method: "DELETE", path: "/api/v1/sites/:id", needs: "admin" },
  { method: "POST", path: "/api/v1/sites/:id/verify", needs: "admin" },
];

/** Routes open without a session or key, each with why; probed signed out (never 401 or 403). */
const PUBLIC: Record<string, string> = {
  "GET /api/health": "liveness probe",
  "GET /api/ready": "readiness probe",
  "GET /api/auth/*": "better-auth's own sign-in, sign-up and reset endpoints",
  "POST /api/auth/*": "better-auth's own sign-in, sign-up and reset endpoints",
  "GET /api/me": "answers who is signed in, or that nobody is",
  "POST /api/account/sign-out": "signing out without a session does nothing",
  "GET /api/categories": "the landing page's categories",
  "GET /api/categories/:index/audio": "the landing page's example audios",
  "POST /api/contact": "the contact form is for visitors too",
  "GET /api/payments/status": "the pricing page says when purchases are unavailable",
  "POST /api/payments/webhook": "Stripe, trusted by its signature",
  "POST /api/plays/:publicId": "a shopper's play report from the embed",
  "GET /api/oembed": "oEmbed of a published audio",
  "GET /api/voices/engine": "which speech engine the landing page's voices come from",
  "GET /api/voices/preview": "voice samples on the landing page",
  "GET /api/batches/template.csv": "the batch CSV template",
  "POST /api/workspaces/invitations/preview": "an invitation link shows its workspace before sign-in",
  "GET /api/sites/:siteId/lookup": "the site loader on a shop's pages",
  "GET /api/v1/openapi.json": "the developer API's description",
  "GET /embed/site.js": "the site loader script",
  "GET /listen/:publicId": "a published audio's share page",
  "GET /embed/:publicId": "a published audio's player",
  "GET /a/:file{[A-Za-z0-9_-]+\\.(mp3|vtt)}": "a published audio's file and captions",
  "GET /docs/api": "the developer API's reference page",
  "GET /docs/api/init.js": "the developer API's reference page",
  "GET /docs/api/scalar.js": "the developer API's reference page",
  "GET /logo/:file{[0-9a-f-]{36}\\.(png|jpg|webp)}": "a player's logo image, on shop pages",
  "GET /robots.txt": "crawlers",
  "GET /sitemap.xml": "crawlers",
};
const ROLES: WorkspaceRole[] = ["viewer", "member", "admin", "owner"];
const KEY_ROLES = ["viewer", "member", "admin"] as const;

/** A route pattern with made-up parameters: unknown ids, so nothing real is touched. */
function concrete(pattern: string): string {
  return pattern
    .replace(/^\/logo\/:file\{.*\}$/, `/logo/${ID}.png`)
    .replace(/:file\{.*\}$/, "nothing.mp3")
    .replace(":index", "0")
    .replace(":number", "ST-000001")
    .replace(":publicId", "no-such-audio")
    .replace(/\*$/, "get-session")
    .replace(/:[A-Za-z]+/g, ID);
}
const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe(`role × route matrix (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let workspaceId: string;
  const clients = new Map<WorkspaceRole, TestClient>();
  const userIds = new Map<WorkspaceRole, string>();
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    const owner = await signUpConfirmed(app, mail, "matrix-owner@example.com");
    workspaceId = await newWorkspace(owner, "Matrix");
    // A workspace holding credits can't be deleted: the owner's DELETE is refused after its role check.
    await setCredits(database.db, workspaceId, 1);
    clients.set("owner", owner);
    userIds.set("owner", await userIdOf(database.db, "matrix-owner@example.com"));
    for (const role of ["viewer", "member", "admin"] as const) {
      const client = await signUpConfirmed(app, mail, `matrix-${role}@example.com`);
      await inviteAndAccept(mail, owner, client, `matrix-${role}@example.com`, role);
      clients.set(role, client);
      userIds.set(role, await userIdOf(database.db, `matrix-${role}@example.com`));
    }
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("names every route of the app, and only those", () => {
    const inApp = new Set(app.routes.filter((r) => r.method !== "ALL").map(routeKey));
    const inTable = new Set([...ROUTES.map(routeKey), ...KEY_ROUTES.map(routeKey), ...Object.keys(PUBLIC)]);
    // A new route fails here until it is given its least role (or its reason to be public).
    expect([...inApp].filter((key) => !inTable.has(key))).toEqual([]);
    expect([...inTable].filter((key) => !inApp.has(key))).toEqual([]);
    expect(ROUTES.length + KEY_ROUTES.length + Object.keys(PUBLIC).length).toBe(inTable.size);
  });

  it("opens the public routes signed out", async () => {
    const anonymous = new TestClient(app);
    const refused: string[] = [];
    for (const [key, reason] of Object.entries(PUBLIC)) {
      const [method, pattern] = key.split(" ") as [string, string];
      const res = await anonymous.request(concrete(pattern), { method, ...(method === "POST" ? { json: {} } : {}) });
      if (res.status === 401 || res.status === 403) refused.push(`${key} (${reason}): ${res.status}`);
    }
    expect(refused).toEqual([]);
  });

  it("allows each route from its least role up and answers 403 below it, 401 signed out", async () => {
    const anonymous = new TestClient(app);
    const table: string[] = [];
    const ordered = [...ROUTES.filter((r) => !r.last), ...ROUTES.filter((r) => r.last)];
    for (const route of ordered) {
      const init = { method: route.method, ...(route.json !== undefined ? { json: route.json } : {}) };
      const path = concrete(route.path);
      const signedOut = await anonymous.request(path, init);
      if (signedOut.status !== 401) table.push(`signed out ${routeKey(route)}: ${signedOut.status}`);
      for (const role of ROLES) {
        const res = await clients.get(role)!.request(path, init);
        const allowed =
          route.needs === "signed-in" ? true : route.needs === "site-admin" ? false : roleAtLeast(role, route.needs);
        const ok = allowed ? res.status !== 403 && res.status !== 401 : res.status === 403;
        if (!ok) table.push(`${role} ${routeKey(route)}: ${res.status} ${await res.text()}`);
      }
    }
    expect(table).toEqual([]);
  });

  it("an API key acts with the role chosen at its creation, on every route of the developer API", async () => {
    const owner = clients.get("owner")!;
    const keys = new Map<string, string>();
    for (const role of KEY_ROLES) {
      const res = await owner.request("/api/keys", { json: { name: `${role} key`, role } });
      expect(res.status, await res.clone().text()).toBe(201);
      keys.set(role, ((await res.json()) as { key: string }).key);
    }
    const table: string[] = [];
    for (const route of KEY_ROUTES) {
      const path = concrete(route.path);
      const unsigned = await keyClient(app, "st_live_not-a-key")(path, { method: route.method });
      if (unsigned.status !== 401) table.push(`bad key ${routeKey(route)}: ${unsigned.status}`);
      for (const role of KEY_ROLES) {
        const call = keyClient(app, keys.get(role)!);
        const res = await call(
          path,
          route.method === "GET" || route.method === "DELETE"
            ? { method: route.method }
            : { method: route.method, json: {} },
        );
        const ok = roleAtLeast(role, route.needs) ? res.status !== 403 && res.status !== 401 : res.status === 403;
        if (!ok) table.push(`${role} key ${routeKey(route)}: ${res.status} ${await res.text()}`);
      }
    }
    expect(table).toEqual([]);
  });

  it("a job acts for the workspace only while its starter holds member or above (decision 121)", async () => {
    // The starter's role as it is when the job spends (the leave test above removed the others):
    // the person is put back with each role in turn, then removed.
    const table: string[] = [];
    const owner = clients.get("owner")!;
    const personId = userIds.get("member")!;
    for (const role of [...ROLES.filter((r) => r !== "owner"), "removed"] as const) {
      await database.db
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, personId)));
      if (role !== "removed")
        await database.db.insert(workspaceMembers).values({ workspaceId, userId: personId, role });
      const allowed = role !== "removed" && roleAtLeast(role, "member");
      const outcome = await assertActorMayAct(database.db, workspaceId, { userId: personId, apiKeyId: null }, "member")
        .then(() => "allowed")
        .catch((error: unknown) => (error instanceof ActorLostAccess ? "refused" : String(error)));
      if (outcome !== (allowed ? "allowed" : "refused")) table.push(`starter ${role}: ${outcome}`);
    }
    const ownerOutcome = await assertActorMayAct(
      database.db,
      workspaceId,
      { userId: userIds.get("owner")!, apiKeyId: null },
      "member",
    ).then(() => "allowed");
    expect(ownerOutcome).toBe("allowed");
    // A key: by its role while unrevoked; revoked, refused whatever its role.
    for (const role of KEY_ROLES) {
      const res = await owner.request("/api/keys", { json: { name: `job ${role} key`, role } });
      const { id } = (await res.json()) as { id: string };
      const asKey = () =>
        assertActorMayAct(database.db, workspaceId, { userId: null, apiKeyId: id }, "member")
          .then(() => "allowed")
          .catch((error: unknown) => (error instanceof ActorLostAccess ? "refused" : String(error)));
      const expected = roleAtLeast(role, "member") ? "allowed" : "refused";
      if ((await asKey()) !== expected) table.push(`key ${role}: not ${expected}`);
      await owner.request(`/api/keys/${id}`, { method: "DELETE" });
      if ((await asKey()) !== "refused") table.push(`revoked key ${role}: not refused`);
    }
    // The system (a scheduled sync, a sweep) always acts.
    await assertActorMayAct(database.db, workspaceId, SYSTEM_ACTOR, "member");
    expect(table).toEqual([]);
  });
});
