import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditState, setCredits, userIdOf } from "../../../robustness/support/seller-state";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import type { TestClient } from "../../../test/auth-client";
import { itemLedger, until } from "../../../test/batch-kit";
import { startFakeOpenAiChatServer, type FakeOpenAiChatServer } from "../../../test/fakes/openai-chat-server";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";
import type { BatchView } from "../../../shared/batches/batch-schemas";
import type { Claim } from "../../../shared/claims/claim-schemas";

/** What the seller typed: the only source of these scripts (no product link). */
const DETAILS = "Aurora Pro wireless headphones. Battery life: 30 hours. Bluetooth 5.3. Weight 250 g.";
/** The language model's script, with seeded errors: a swapped figure, a green claim and an invented origin. */
const SEEDED =
  "Meet the Aurora Pro wireless headphones. The battery lasts up to forty hours on one charge. They are eco-friendly headphones, made in Italy. Order yours today.";
/** The seller's edit: the wrong figure put right, the invented sentence deleted. */
const EDITED =
  "Meet the Aurora Pro wireless headphones. The battery lasts up to thirty hours on one charge. Order yours today.";

type ScriptAnswer = { draftId: string; script: string; claims: Claim[] };
const unsupported = (claims: Claim[]) => claims.filter((c) => c.status === "unsupported");

describe(`claim check on every door, with an OpenAI-compatible writer (${testDatabaseKind()})`, () => {
  let llm: FakeOpenAiChatServer;
  let seller: TestClient;
  let sellerId: string;
  beforeAll(async () => {
    llm = await startFakeOpenAiChatServer({ defaultReply: { kind: "script", content: SEEDED } });
  });
  afterAll(() => llm?.close());
  const working = useWorkingApp(() => ({
    fakeSpeech: true,
    config: { LLM_BASE_URL: llm.baseURL, LLM_API_KEY: llm.apiKey, LLM_MODEL: "fake-model" },
  }));
  beforeAll(async () => {
    seller = await signUpConfirmed(working.app, working.mail, "claims@example.com");
    sellerId = await userIdOf(working.database.db, "claims@example.com");
  });

  const writeScript = async (): Promise<ScriptAnswer> => {
    const res = await seller.request("/api/scripts", { json: { specifications: DETAILS, language: "en" } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ScriptAnswer;
  };
  const makeAudio = (draftId: string, text: string) =>
    seller.request("/api/audios", { json: { draftId, text, voice: "alloy", idempotencyKey: randomUUID() } });

  it("the cookie route shows the seeded errors, refuses the audio uncharged, and makes it once they are edited away", async () => {
    await setCredits(working.database.db, sellerId, 3);
    const written = await writeScript();
    expect(written.script).toBe(SEEDED);
    const flagged = unsupported(written.claims);
    expect(flagged.map((c) => c.sentence)).toEqual([
      "The battery lasts up to forty hours on one charge.",
      "They are eco-friendly headphones, made in Italy.",
    ]);
    expect(flagged[0]?.reason).toContain("30 hours");
    expect(flagged[0]?.source).toBe("Battery life: 30 hours.");
    expect(flagged[1]?.reason).toMatch(/eco-friendly/);

    // Spoken as written: refused before the credit moves, with the claims to show.
    const refused = await makeAudio(written.draftId, written.script);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { code: string; claims: Claim[] };
    expect(body.code).toBe("unresolved_claims");
    expect(unsupported(body.claims)).toHaveLength(2);
    expect(await creditState(working.database.db, sellerId)).toEqual({ balance: 3, ledger: 3 });

    // The script box's re-check of the edit: nothing unsupported left.
    const check = await seller.request("/api/scripts/check", { json: { draftId: written.draftId, text: EDITED } });
    expect(check.status).toBe(200);
    expect(unsupported(((await check.json()) as { claims: Claim[] }).claims)).toEqual([]);

    const made = await makeAudio(written.draftId, EDITED);
    expect(made.status, await made.clone().text()).toBe(200);
    expect(((await made.json()) as { remaining_credits: number }).remaining_credits).toBe(2);
    expect(await creditState(working.database.db, sellerId)).toEqual({ balance: 2, ledger: 2 });
  });

  it("the seller may go ahead after confirming each unsupported sentence; another seller's draft is not found", async () => {
    await setCredits(working.database.db, sellerId, 2);
    const written = await writeScript();
    let claims = written.claims;
    for (const claim of unsupported(written.claims)) {
      const res = await seller.request("/api/scripts/confirm", {
        json: { draftId: written.draftId, sentence: claim.sentence, text: written.script },
      });
      expect(res.status).toBe(200);
      claims = ((await res.json()) as { claims: Claim[] }).claims;
    }
    expect(unsupported(claims).every((c) => c.confirmed)).toBe(true);
    const made = await makeAudio(written.draftId, written.script);
    expect(made.status, await made.clone().text()).toBe(200);
    expect(await creditState(working.database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });

    const other = await signUpConfirmed(working.app, working.mail, "claims-other@example.com");
    const foreign = await other.request("/api/scripts/check", { json: { draftId: written.draftId, text: EDITED } });
    expect(foreign.status).toBe(404);
  });

  it("a batch without review holds the item as needs_review, charges nothing, and speaks it after the edit", async () => {
    await setCredits(working.database.db, sellerId, 5);
    const created = await seller.request("/api/batches", {
      json: { items: [{ specifications: DETAILS, language: "en" }], review: false },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const batchOf = async () => (await (await seller.request(`/api/batches/${id}`)).json()) as BatchView;
    await until(async () => (await batchOf()).status === "review", 60_000, "batch held for review");
    const held = await batchOf();
    const item = held.items[0]!;
    expect(item.status).toBe("needs_review");
    expect(item.errorCode).toBe("unresolved_claims");
    expect(item.error).toContain("forty hours");
    expect(item.script).toBe(SEEDED);
    const before = await itemLedger(working.database.db, id);
    expect(before.audios).toHaveLength(0);
    expect([...before.netByItem.values()].every((net) => net === 0)).toBe(true);
    expect(await creditState(working.database.db, sellerId)).toEqual({ balance: 5, ledger: 5 });

    const edited = await seller.request(`/api/batches/${id}/items/${item.id}`, {
      method: "PATCH",
      json: { script: EDITED },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const spoken = await seller.request(`/api/batches/${id}/speak`, { method: "POST" });
    expect(spoken.status, await spoken.clone().text()).toBe(200);
    await until(async () => (await batchOf()).status === "done", 60_000, "batch done");
    const done = await batchOf();
    expect(done.items[0]).toMatchObject({ status: "done" });
    const after = await itemLedger(working.database.db, id);
    expect(after.audios).toHaveLength(1);
    expect(after.netByItem.get(item.id)).toBe(-1);
    expect(await creditState(working.database.db, sellerId)).toEqual({ balance: 4, ledger: 4 });
  });

  it("/api/v1: scripts carry claims, /scripts/check answers them, new keys hold unresolved claims unless the request says not to", async () => {
    await setCredits(working.database.db, sellerId, 3);
    const { key } = await createApiKeyFor(seller);
    const api = keyClient(working.app, key);
    const res = await api("/api/v1/scripts", { json: { specifications: DETAILS, language: "en" } });
    expect(res.status).toBe(200);
    const written = (await res.json()) as ScriptAnswer;
    expect(unsupported(written.claims)).toHaveLength(2);

    const check = await api("/api/v1/scripts/check", { json: { draftId: written.draftId, text: EDITED } });
    expect(check.status).toBe(200);
    expect(unsupported(((await check.json()) as { claims: Claim[] }).claims)).toEqual([]);

    const refused = await api("/api/v1/audios", {
      json: { draftId: written.draftId, text: written.script, voice: "alloy" },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(refused.status).toBe(422);
    const error = ((await refused.json()) as { error: { code: string; claims: Claim[] } }).error;
    expect(error.code).toBe("unresolved_claims");
    expect(unsupported(error.claims)).toHaveLength(2);
    expect(await creditState(working.database.db, sellerId)).toEqual({ balance: 3, ledger: 3 });

    const allowed = await api("/api/v1/audios", {
      json: { draftId: written.draftId, text: written.script, voice: "alloy", require_supported: false },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(allowed.status, await allowed.clone().text()).toBe(200);
    const made = (await allowed.json()) as { claims: Claim[]; remaining_credits: number };
    expect(unsupported(made.claims)).toHaveLength(2);
    expect(made.remaining_credits).toBe(2);
  });
});
