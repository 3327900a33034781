import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { speechProviderFor } from "../../../test/fake-speech-provider";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { creditBalances, creditLedger, generatedAudios, scriptDrafts, users } from "../../db/schema/index";

type AudioBody = {
  remaining_credits?: number;
  audio?: { id: string; script_content: string; title: string; product_link: string | null };
  error?: string;
  code?: string;
};
const json = async <T>(res: Response) => (await res.json()) as T;
let counter = 0;
const newKey = () => `revoice-key-${Date.now()}-${(counter += 1)}`;

/** Issue 14, item 8: voicing an edited script again after its audio, through the same credit path. */
function revoiceSuite(name: string, withFakeSpeech: boolean) {
  describe(name, () => {
    let database: TestDatabase;
    let fake: FakeOpenAISpeechServer | undefined;
    const mail = createMemoryMail();
    let app: ReturnType<typeof createTestApp>["app"];

    beforeAll(async () => {
      database = await createTestDatabase();
      const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
      if (withFakeSpeech) {
        fake = await startFakeOpenAISpeechServer();
        const speech = speechProviderFor(fake);
        ({ app } = createTestApp({ database, config, deps: { mail, speech } }));
      } else {
        ({ app } = createTestApp({ database, config, deps: { mail } }));
      }
    });
    afterAll(async () => {
      await fake?.close();
      await database.drop();
    });

    async function sellerWith(email: string, credits: number) {
      const client = await signUpConfirmed(app, mail, email);
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const id = user!.id;
      await database.db.update(creditBalances).set({ credits }).where(eq(creditBalances.userId, id));
      if (credits > 1)
        await database.db
          .insert(creditLedger)
          .values({ userId: id, delta: credits - 1, reason: "adjustment", reference: `test:${email}` });
      return { client, id };
    }

    async function firstAudio(client: TestClient) {
      const res = await client.request("/api/scripts", {
        json: { specifications: "Handmade ceramic mug, 350 ml, glazed in ocean blue.", language: "en" },
      });
      const { script, draftId } = await json<{ script: string; draftId: string }>(res);
      const audio = await client.request("/api/audios", {
        json: { draftId, text: script, voice: "nova", idempotencyKey: newKey() },
      });
      expect(audio.status).toBe(200);
      return { script, draftId, audio: await json<AudioBody>(audio) };
    }

    const balanceAndLedger = async (id: string) => {
      const [ledger] = await database.db
        .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
        .from(creditLedger)
        .where(eq(creditLedger.userId, id));
      const [balance] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, id));
      return { ledger: Number(ledger?.sum ?? 0), balance: balance?.credits ?? 0 };
    };

    if (!withFakeSpeech) {
      it("voices the edited script for one more credit and keeps the first audio", async () => {
        const { client, id } = await sellerWith("revoice@example.com", 3);
        const first = await firstAudio(client);
        expect(first.audio.remaining_credits).toBe(2);
        // An edit that adds no claim (an added "Free shipping" would be held: issue 24, claims.int.test.ts).
        const edited = `${first.script} Order yours today.`;

        // Without the re-voice flag a spent script is refused, as before: nothing is charged.
        const stale = await client.request("/api/audios", {
          json: { draftId: first.draftId, text: edited, voice: "nova", idempotencyKey: newKey() },
        });
        expect(stale.status).toBe(409);
        expect(await balanceAndLedger(id)).toEqual({ ledger: 2, balance: 2 });

        const again = await client.request("/api/audios", {
          json: { draftId: first.draftId, text: edited, voice: "echo", idempotencyKey: newKey(), revoice: true },
        });
        const second = await json<AudioBody>(again);
        expect(again.status, JSON.stringify(second)).toBe(200);
        expect(second.remaining_credits).toBe(1);
        expect(second.audio?.id).not.toBe(first.audio.audio?.id);
        expect(second.audio?.script_content).toBe(edited);
        expect(second.audio?.title).toBe(first.audio.audio?.title);

        const library = await json<{ audios: Array<{ id: string; script_content: string }> }>(
          await client.request("/api/audios"),
        );
        expect(library.audios.map((a) => a.id)).toEqual([second.audio!.id, first.audio.audio!.id]);
        expect(library.audios[1]?.script_content).toBe(first.script);
        expect(await balanceAndLedger(id)).toEqual({ ledger: 1, balance: 1 });
        // Each audio spent a draft of its own; none is left unspent.
        const open = await database.db
          .select()
          .from(scriptDrafts)
          .where(and(eq(scriptDrafts.userId, id), isNull(scriptDrafts.spentAt)));
        expect(open).toHaveLength(0);
      });

      it("refuses a re-voice without credits and leaves no draft behind", async () => {
        const { client, id } = await sellerWith("broke-revoice@example.com", 1);
        const first = await firstAudio(client);
        const res = await client.request("/api/audios", {
          json: { draftId: first.draftId, text: "An edit.", voice: "nova", idempotencyKey: newKey(), revoice: true },
        });
        expect(res.status).toBe(402);
        expect((await json<AudioBody>(res)).error).toBe(MESSAGES.audio.deductFailed);
        const drafts = await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.userId, id));
        expect(drafts).toHaveLength(1);
        expect(await balanceAndLedger(id)).toEqual({ ledger: 0, balance: 0 });
      });

      it("never re-voices another seller's script", async () => {
        const owner = await sellerWith("owner-revoice@example.com", 2);
        const first = await firstAudio(owner.client);
        const intruder = await sellerWith("intruder-revoice@example.com", 2);
        const res = await intruder.client.request("/api/audios", {
          json: { draftId: first.draftId, text: "Mine now.", voice: "nova", idempotencyKey: newKey(), revoice: true },
        });
        // Someone else's draft does not exist for this seller (issue 26): 404, as for any other resource.
        expect(res.status).toBe(404);
        expect(await json<AudioBody>(res)).toMatchObject({ code: "not_found" });
        expect(await balanceAndLedger(intruder.id)).toEqual({ ledger: 2, balance: 2 });
        const rows = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, intruder.id));
        expect(rows).toHaveLength(0);
      });
    } else {
      it("refunds a failed re-voice and keeps the first audio", async () => {
        const { client, id } = await sellerWith("revoice-fault@example.com", 2);
        const first = await firstAudio(client);
        fake!.failNext(503, { times: 1 });
        const failed = await client.request("/api/audios", {
          json: { draftId: first.draftId, text: "Edited.", voice: "nova", idempotencyKey: newKey(), revoice: true },
        });
        expect(failed.status).toBe(503);
        expect(await balanceAndLedger(id)).toEqual({ ledger: 1, balance: 1 });
        const retry = await client.request("/api/audios", {
          json: { draftId: first.draftId, text: "Edited.", voice: "nova", idempotencyKey: newKey(), revoice: true },
        });
        expect(retry.status).toBe(200);
        const rows = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, id));
        expect(rows.map((r) => r.scriptContent).sort()).toEqual(["Edited.", first.script].sort());
        expect(await balanceAndLedger(id)).toEqual({ ledger: 0, balance: 0 });
      });
    }
  });
}

revoiceSuite("re-voicing an edited script with the embedded engine", false);
revoiceSuite("re-voicing when the speech provider fails", true);
