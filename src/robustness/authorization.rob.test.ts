import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "../server/auth/roles";
import { signUpConfirmed } from "../test/accounts";
import { makeMp3 } from "../test/audio-fixtures";
import { TEST_ORIGIN, TestClient } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { inviteAndAccept, newWorkspace } from "../test/workspace-kit";
import { describeChanges, snapshotWorld } from "./support/db-fingerprint";
import { instantSpeech } from "./support/fake-providers";
import { creditState, generate, setCredits, userIdOf, writeScript } from "./support/seller-state";

type App = ReturnType<typeof createTestApp>["app"];
type Call = { method: string; path: string; json?: unknown; body?: Uint8Array<ArrayBuffer> };

/** The owner's things another seller must not reach. */
type OwnerIds = {
  audioId: string;
  openDraftId: string;
  spentDraftId: string;
  openCheckout: string;
  paidCheckout: string;
};

/** Sends a call with a cookie header (or none), the way the browser and the admin panel do. */
function send(app: App, cookie: string | undefined, call: Call): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  } else if (call.body) {
    headers["content-type"] = "audio/mpeg";
    body = call.body;
  }
  return Promise.resolve(app.request(`${TEST_ORIGIN}${call.path}`, { method: call.method, headers, body }));
}

const ADMIN_CALLS: Call[] = [
  { method: "GET", path: "/api/admin/overview" },
  { method: "PUT", path: "/api/admin/categories/0/audio", body: makeMp3() },
  { method: "PUT", path: "/api/admin/categories/5/audio", body: makeMp3() },
  { method: "DELETE", path: "/api/admin/categories/0/audio" },
];

function protectedCalls(ids: OwnerIds): Call[] {
  return [
    { method: "GET", path: "/api/credits" },
    { method: "POST", path: "/api/scripts", json: { specifications: "A blue mug.", language: "en" } },
    {
      method: "POST",
      path: "/api/audios",
      json: { draftId: ids.openDraftId, text: "Hi.", voice: "alloy", idempotencyKey: "visitor-key-1" },
    },
    { method: "GET", path: "/api/audios" },
    { method: "GET", path: `/api/audios/${ids.audioId}/file` },
    { method: "DELETE", path: `/api/audios/${ids.audioId}` },
    { method: "PATCH", path: `/api/audios/${ids.audioId}`, json: { title: "Renamed" } },
    { method: "GET", path: "/api/audios?q=mug" },
    { method: "POST", path: `/api/audios/${ids.audioId}/publish` },
    { method: "GET", path: `/api/audios/${ids.audioId}/publish` },
    { method: "DELETE", path: `/api/audios/${ids.audioId}/publish` },
    { method: "GET", path: "/api/listening-figures" },
    { method: "POST", path: "/api/payments/checkout", json: { packId: "lite" } },
    { method: "POST", path: "/api/payments/verify", json: { sessionId: ids.paidCheckout } },
    { method: "GET", path: "/api/payments/history" },
    { method: "GET", path: `/api/payments/test-checkout/${ids.openCheckout}` },
    { method: "POST", path: `/api/payments/test-checkout/${ids.openCheckout}/pay` },
    { method: "POST", path: `/api/payments/test-checkout/${ids.openCheckout}/cancel` },
    ...ADMIN_CALLS,
  ];
}

async function expectJsonError(res: Response, status: number, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBe(status);
  const body = JSON.parse(text) as { error?: string };
  expect(body.error, label).toMatch(/\w/);
}

describe("authorization matrix: every per-user and admin resource refuses everyone else, changing nothing", () => {
  let database: TestDatabase;
  let app: App;
  let storageRoot: string;
  let owner: TestClient;
  let intruder: TestClient;
  let ids: OwnerIds;
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    storageRoot = path.join(config.dataDir, "storage");
    ({ app } = createTestApp({ database, config, deps: { mail, speech: instantSpeech() } }));
    owner = await signUpConfirmed(app, mail, "owner@example.com");
    await setCredits(database.db, await userIdOf(database.db, "owner@example.com"), 3);
    const spent = await writeScript(owner);
    const audio = await generate(owner, spent.draftId);
    const open = await writeScript(owner, "en", "A second product: a walnut desk organiser.");
    const checkout = async () =>
      ((await (await owner.request("/api/payments/checkout", { json: { packId: "lite" } })).json()) as { id: string })
        .id;
    const [openCheckout, paidCheckout] = [await checkout(), await checkout()];
    expect((await owner.request(`/api/payments/test-checkout/${paidCheckout}/pay`, { method: "POST" })).status).toBe(
      200,
    );
    ids = {
      audioId: audio.body.audio!.id,
      openDraftId: open.draftId,
      spentDraftId: spent.draftId,
      openCheckout,
      paidCheckout,
    };

    const admin = await signUpConfirmed(app, mail, "admin@example.com");
    await grantAdmin(database.db, "admin@example.com");
    expect((await send(app, admin.cookieHeader(), ADMIN_CALLS[1]!)).status).toBe(200);
    intruder = await signUpConfirmed(app, mail, "intruder@example.com");
    await setCredits(database.db, await userIdOf(database.db, "intruder@example.com"), 2);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("a second seller cannot fetch, list, search, rename, delete, spend, re-voice, verify, pay, cancel or see the first seller's things", async () => {
    const before = await snapshotWorld(database.db, storageRoot);
    const { audioId, openDraftId, spentDraftId, openCheckout, paidCheckout } = ids;
    for (const target of [
      `/api/audios/${audioId}/file`,
      `/api/audios/${audioId}/file?download=1`,
      `/api/audios/${audioId.toUpperCase()}/file`,
    ]) {
      await expectJsonError(await intruder.request(target), 404, target);
    }
    await expectJsonError(
      await intruder.request(`/api/audios/${audioId}/file`, { headers: { range: "bytes=0-9" } }),
      404,
      "ranged file",
    );
    const list = (await (await intruder.request("/api/audios")).json()) as { audios: Array<{ id: string }> };
    expect(list.audios.map((a) => a.id)).not.toContain(audioId);
    await expectJsonError(await intruder.request(`/api/audios/${audioId}`, { method: "DELETE" }), 404, "delete");
    const rename = await intruder.request(`/api/audios/${audioId}`, { method: "PATCH", json: { title: "Mine" } });
    await expectJsonError(rename, 404, "rename");
    for (const q of ["a", "%", "mug", "Product"]) {
      const found = (await (await intruder.request(`/api/audios?q=${encodeURIComponent(q)}`)).json()) as {
        audios: Array<{ id: string }>;
      };
      expect(found.audios.map((a) => a.id)).not.toContain(audioId);
    }
    for (const method of ["POST", "GET", "DELETE"]) {
      const res = await intruder.request(`/api/audios/${audioId}/publish`, { method });
      await expectJsonError(res, 404, `${method} publish`);
    }
    const figures = (await (await intruder.request("/api/listening-figures")).json()) as { audios: unknown[] };
    expect(figures.audios).toEqual([]);
    for (const draftId of [openDraftId, spentDraftId]) {
      for (const revoice of [false, true]) {
        const stolen = await generate(intruder, draftId, { revoice });
        // Someone else's draft does not exist for this seller (issue 26): 404, as for any other resource.
        expect(stolen.status, JSON.stringify(stolen.body)).toBe(404);
        expect(stolen.body.code).toBe("not_found");
      }
    }
    for (const sessionId of [openCheckout, paidCheckout]) {
      await expectJsonError(await intruder.request("/api/payments/verify", { json: { sessionId } }), 404, "verify");
    }
    await expectJsonError(await intruder.request(`/api/payments/test-checkout/${openCheckout}`), 404, "view");
    for (const action of ["pay", "cancel"]) {
      const res = await intruder.request(`/api/payments/test-checkout/${openCheckout}/${action}`, { method: "POST" });
      await expectJsonError(res, 404, action);
    }
    const history = (await (await intruder.request("/api/payments/history")).json()) as { purchases: unknown[] };
    expect(history.purchases).toEqual([]);
    expect(describeChanges(before, await snapshotWorld(database.db, storageRoot))).toEqual([]);
    expect(await creditState(database.db, await userIdOf(database.db, "intruder@example.com"))).toEqual({
      balance: 2,
      ledger: 2,
    });
  });

  it("a member of the owner's workspace acting in another workspace gets 404 for every id of the first", async () => {
    const member = await signUpConfirmed(app, mail, "teammate@example.com");
    await inviteAndAccept(mail, owner, member, "teammate@example.com", "admin");
    expect((await member.request(`/api/audios/${ids.audioId}/file`)).status).toBe(200);
    const otherId = await newWorkspace(member, "Elsewhere");
    const before = await snapshotWorld(database.db, storageRoot);
    const probes: Call[] = [
      { method: "GET", path: `/api/audios/${ids.audioId}/file` },
      { method: "PATCH", path: `/api/audios/${ids.audioId}`, json: { title: "Mine" } },
      { method: "DELETE", path: `/api/audios/${ids.audioId}` },
      ...["POST", "GET", "DELETE"].map((method) => ({ method, path: `/api/audios/${ids.audioId}/publish` })),
      {
        method: "POST",
        path: "/api/audios",
        json: { draftId: ids.openDraftId, text: "Hi.", voice: "alloy", idempotencyKey: "ws-probe-1" },
      },
    ];
    for (const call of probes)
      await expectJsonError(
        await send(app, member.cookieHeader(), call),
        404,
        `other workspace ${call.method} ${call.path}`,
      );
    // A workspace one is not a member of can't be switched to.
    const intruderSwitch = await intruder.request("/api/workspaces/switch", { json: { workspace_id: otherId } });
    await expectJsonError(intruderSwitch, 404, "switch to a stranger's workspace");
    expect(describeChanges(before, await snapshotWorld(database.db, storageRoot))).toEqual([]);
  });

  it("a plain seller gets 403 from every admin route, and nothing changes", async () => {
    const before = await snapshotWorld(database.db, storageRoot);
    for (const call of ADMIN_CALLS)
      await expectJsonError(await send(app, intruder.cookieHeader(), call), 403, `${call.method} ${call.path}`);
    expect(describeChanges(before, await snapshotWorld(database.db, storageRoot))).toEqual([]);
  });

  it("a signed-out visitor, and a replayed cookie after global sign-out, get 401 everywhere protected", async () => {
    const leaver = await signUpConfirmed(app, mail, "leaver@example.com");
    const staleCookie = leaver.cookieHeader();
    expect((await leaver.request("/api/account/sign-out", { method: "POST" })).status).toBe(200);
    const before = await snapshotWorld(database.db, storageRoot);
    for (const call of protectedCalls(ids)) {
      await expectJsonError(await send(app, undefined, call), 401, `visitor ${call.method} ${call.path}`);
      await expectJsonError(await send(app, staleCookie, call), 401, `replayed cookie ${call.method} ${call.path}`);
    }
    expect(await (await new TestClient(app).request("/api/me")).json()).toMatchObject({ user: null });
    expect(describeChanges(before, await snapshotWorld(database.db, storageRoot))).toEqual([]);
  });

  it("the owner still has all of it: the refusals were about who asked, not broken fixtures", async () => {
    expect((await owner.request(`/api/audios/${ids.audioId}/file`)).status).toBe(200);
    expect((await owner.request(`/api/audios/${ids.audioId}/publish`, { method: "POST" })).status).toBe(200);
    expect((await owner.request(`/api/payments/test-checkout/${ids.openCheckout}`)).status).toBe(200);
    const paid = (await (
      await owner.request("/api/payments/verify", { json: { sessionId: ids.paidCheckout } })
    ).json()) as {
      status: string;
    };
    expect(paid.status).toBe("paid");
    expect((await generate(owner, ids.openDraftId)).status).toBe(200);
    expect(await creditState(database.db, await userIdOf(database.db, "owner@example.com"))).toEqual({
      balance: 10,
      ledger: 10,
    });
  });
});
