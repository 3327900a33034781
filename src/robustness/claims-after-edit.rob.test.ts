import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Claim } from "../shared/claims/claim-schemas";
import { signUpConfirmed } from "../test/accounts";
import type { TestClient } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import { instantSpeech } from "./support/fake-providers";
import { creditState, generate, setCredits, userIdOf, writeScript } from "./support/seller-state";

/**
 * Issue 24, the check on the final text: a script the built-in writer wrote faithfully, edited
 * after generation to add a green claim or to change a figure, is caught at the audio step (not
 * only when the draft was stored) and nothing is charged; the faithful text is voiced.
 */
describe(`claims added by an edit after generation are caught at the audio step (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let seller: TestClient;
  let sellerId: string;
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { app } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, speech: instantSpeech() },
    });
    seller = await signUpConfirmed(app, mail, "claims-edit@example.com");
    sellerId = await userIdOf(database.db, "claims-edit@example.com");
  });
  afterAll(async () => {
    await database?.drop();
  });

  const edits: Array<[string, (script: string) => string, RegExp]> = [
    ["a generic green claim", (s) => `${s} It is eco-friendly.`, /eco-friendly/],
    ["a wrong number", (s) => s.replace(/350/g, "500"), /500/],
    ["a wrong number in words", (s) => `${s} It holds five hundred millilitres.`, /five hundred millilitres/],
    ["an invented certification", (s) => `${s} It is dermatologically tested.`, /dermatologically tested/],
  ];

  it.each(edits)("%s: refused with 422 unresolved_claims, nothing charged", async (_kind, edit, reason) => {
    await setCredits(database.db, sellerId, 2);
    const draft = await writeScript(seller);
    expect(draft.script).toMatch(/350/);
    const edited = edit(draft.script);
    expect(edited).not.toBe(draft.script);
    const refused = await generate(seller, draft.draftId, { text: edited });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("unresolved_claims");
    const claims = (refused.body as { claims?: Claim[] }).claims ?? [];
    const flagged = claims.filter((c) => c.status === "unsupported");
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.map((c) => `${c.sentence} ${c.reason ?? ""}`).join(" ")).toMatch(reason);
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 2, ledger: 2 });

    // The same draft, voiced as written: it passes its own check and takes one credit.
    const made = await generate(seller, draft.draftId, { text: draft.script });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });
  });
});
