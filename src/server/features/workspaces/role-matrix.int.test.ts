import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { inviteAndAccept, newWorkspace } from "../../../test/workspace-kit";
import { roleAtLeast, type WorkspaceRole } from "../../../shared/workspaces/workspace-roles";

/**
 * The role table (decision 085) as data: every route and the least role it needs. Allowed means
 * past the role check (the answer may still be 400 or 404 for the made-up bodies and ids, which
 * keeps the matrix free of side effects); refused means 403 for a member of the workspace.
 */
const ID = "00000000-0000-4000-8000-000000000000";
type Route = { method: string; path: string; json?: unknown; needs: WorkspaceRole };
const ROUTES: Route[] = [
  { method: "GET", path: "/api/audios", needs: "viewer" },
  { method: "GET", path: `/api/audios/${ID}/file`, needs: "viewer" },
  { method: "GET", path: "/api/listening-figures", needs: "viewer" },
  { method: "GET", path: "/api/batches", needs: "viewer" },
  { method: "GET", path: "/api/sites", needs: "viewer" },
  { method: "GET", path: `/api/sites/${ID}/reviews`, needs: "viewer" },
  { method: "GET", path: "/api/pronunciations", needs: "viewer" },
  { method: "GET", path: "/api/workspaces/current/members", needs: "viewer" },
  { method: "POST", path: "/api/scripts", json: {}, needs: "member" },
  { method: "POST", path: "/api/audios", json: {}, needs: "member" },
  { method: "PATCH", path: `/api/audios/${ID}`, json: {}, needs: "member" },
  { method: "DELETE", path: `/api/audios/${ID}`, needs: "member" },
  { method: "POST", path: `/api/audios/${ID}/publish`, needs: "member" },
  { method: "DELETE", path: `/api/audios/${ID}/publish`, needs: "member" },
  { method: "POST", path: "/api/audios/publish", json: {}, needs: "member" },
  { method: "POST", path: "/api/batches", json: {}, needs: "member" },
  { method: "POST", path: `/api/batches/${ID}/cancel`, needs: "member" },
  { method: "POST", path: "/api/pronunciations", json: {}, needs: "member" },
  { method: "DELETE", path: `/api/pronunciations/${ID}`, needs: "member" },
  { method: "POST", path: `/api/sites/${ID}/sync`, needs: "member" },
  { method: "POST", path: `/api/sites/${ID}/reviews/approve-all`, needs: "member" },
  { method: "POST", path: "/api/webhooks", json: {}, needs: "member" },
  { method: "POST", path: "/api/sites", json: {}, needs: "admin" },
  { method: "PATCH", path: `/api/sites/${ID}`, json: {}, needs: "admin" },
  { method: "DELETE", path: `/api/sites/${ID}`, needs: "admin" },
  { method: "POST", path: `/api/sites/${ID}/verify`, needs: "admin" },
  { method: "GET", path: "/api/keys", needs: "admin" },
  { method: "POST", path: "/api/keys", json: {}, needs: "admin" },
  { method: "DELETE", path: `/api/keys/${ID}`, needs: "admin" },
  { method: "PATCH", path: "/api/workspaces/current", json: {}, needs: "admin" },
  { method: "GET", path: "/api/workspaces/current/invitations", needs: "admin" },
  { method: "POST", path: "/api/workspaces/current/invitations", json: {}, needs: "admin" },
  { method: "DELETE", path: `/api/workspaces/current/invitations/${ID}`, needs: "admin" },
  { method: "PATCH", path: `/api/workspaces/current/members/${ID}`, json: {}, needs: "admin" },
  { method: "GET", path: "/api/workspaces/current/audit", needs: "admin" },
  { method: "GET", path: "/api/workspaces/current/audit.csv", needs: "admin" },
  { method: "GET", path: "/api/payments/history", needs: "owner" },
  { method: "POST", path: "/api/payments/checkout", json: {}, needs: "owner" },
  { method: "POST", path: "/api/payments/verify", json: {}, needs: "owner" },
];
const ROLES: WorkspaceRole[] = ["viewer", "member", "admin", "owner"];

describe(`role × route matrix (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  const clients = new Map<WorkspaceRole, TestClient>();
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    const owner = await signUpConfirmed(app, mail, "matrix-owner@example.com");
    await newWorkspace(owner, "Matrix");
    clients.set("owner", owner);
    for (const role of ["viewer", "member", "admin"] as const) {
      const client = await signUpConfirmed(app, mail, `matrix-${role}@example.com`);
      await inviteAndAccept(mail, owner, client, `matrix-${role}@example.com`, role);
      clients.set(role, client);
    }
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("allows each route from its least role up and answers 403 below it", async () => {
    const table: string[] = [];
    for (const route of ROUTES)
      for (const role of ROLES) {
        const res = await clients.get(role)!.request(route.path, {
          method: route.method,
          ...(route.json !== undefined ? { json: route.json } : {}),
        });
        const allowed = roleAtLeast(role, route.needs);
        const ok = allowed ? res.status !== 403 && res.status !== 401 : res.status === 403;
        if (!ok) table.push(`${role} ${route.method} ${route.path}: ${res.status} ${await res.text()}`);
      }
    expect(table).toEqual([]);
  });

  it("an API key acts with the role chosen at its creation", async () => {
    const owner = clients.get("owner")!;
    const keyOf = async (role: string) => {
      const res = await owner.request("/api/keys", { json: { name: `${role} key`, role } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { key: string }).key;
    };
    const viewerKey = await keyOf("viewer");
    const memberKey = await keyOf("member");
    const call = (key: string, method: string, path: string) =>
      app.request(`http://localhost:3000${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        ...(method === "GET" ? {} : { body: "{}" }),
      });
    expect((await call(viewerKey, "GET", "/api/v1/audios")).status).toBe(200);
    expect((await call(viewerKey, "POST", "/api/v1/audios")).status).toBe(403);
    expect((await call(memberKey, "POST", "/api/v1/audios")).status).toBe(400);
  });
});
