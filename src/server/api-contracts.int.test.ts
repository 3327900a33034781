import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { CreditsResponseSchema, MeResponseSchema, SignOutResponseSchema } from "../shared/account/account-schemas";
import { AdminOverviewResponseSchema } from "../shared/admin/admin-schemas";
import { ApiErrorBodySchema } from "../shared/api-error-schemas";
import {
  AudioListResponseSchema,
  DeleteAudioResponseSchema,
  RenameAudioResponseSchema,
} from "../shared/audios/audio-schemas";
import {
  CategoriesResponseSchema,
  CategoryAudioRemoveResponseSchema,
  CategoryAudioUploadResponseSchema,
} from "../shared/categories/category-schemas";
import {
  BatchCreatedSchema,
  BatchListSchema,
  BatchPreviewSchema,
  BatchViewSchema,
} from "../shared/batches/batch-schemas";
import { ContactResponseSchema } from "../shared/contact/contact-response-schemas";
import { GenerateAudioResultSchema, GenerateScriptResultSchema } from "../shared/generator/generator-schemas";
import { HealthResponseSchema } from "../shared/health/health-schemas";
import {
  CreatePronunciationResponseSchema,
  DeletePronunciationResponseSchema,
  PronunciationListResponseSchema,
} from "../shared/pronunciations/pronunciation-schemas";
import { BillingDetailsResponseSchema } from "../shared/payments/billing-schemas";
import { SpeechEngineResponseSchema } from "../shared/voices/speech-engine-schemas";
import {
  CreateCheckoutResponseSchema,
  PaymentsStatusResponseSchema,
  PurchaseHistoryResponseSchema,
  TestCheckoutSessionSchema,
  VerifyPaymentResponseSchema,
} from "../shared/payments/payment-schemas";
import {
  V1AudioListSchema,
  V1AudioSchema,
  V1CreateAudioResultSchema,
  V1CreditsSchema,
  V1DeletedSchema,
  V1ErrorSchema,
  V1PublicationSchema,
  V1ScriptSchema,
} from "../shared/developers/api-v1-schemas";
import {
  ApiKeyListResponseSchema,
  CreateApiKeyResponseSchema,
  SuccessResponseSchema,
  WebhookDeliveryListResponseSchema,
  WebhookListResponseSchema,
  WebhookWithSecretResponseSchema,
} from "../shared/developers/developer-schemas";
import { signUpConfirmed } from "../test/accounts";
import { keyClient } from "../test/api-kit";
import { makeMp3 } from "../test/audio-fixtures";
import { TEST_ORIGIN, TestClient } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { userRoles, users } from "./db/schema/index";

/**
 * Every JSON answer of the API, parsed with the shared response schema both sides are typed by.
 * The schemas are strict, so a field the contract does not name (a storage key, a password hash)
 * fails here as surely as a missing one.
 */
async function expectContract<S extends z.ZodType>(response: Response, schema: S, status = 200): Promise<z.infer<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const parsed = schema.safeParse(JSON.parse(text));
  expect(parsed.error?.issues ?? [], text).toEqual([]);
  return parsed.data as z.infer<S>;
}

describe("API responses match the shared contracts", () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("public answers and errors", async () => {
    const visitor = new TestClient(app);
    const me = await expectContract(await visitor.request("/api/me"), MeResponseSchema);
    expect(me).toEqual({ user: null, session: null, roles: [] });
    await expectContract(await visitor.request("/api/health"), HealthResponseSchema);
    const engine = await expectContract(await visitor.request("/api/voices/engine"), SpeechEngineResponseSchema);
    expect(engine).toMatchObject({ engine: "embedded", natural: false });
    await expectContract(await visitor.request("/api/pronunciations"), ApiErrorBodySchema, 401);
    const { categories } = await expectContract(await visitor.request("/api/categories"), CategoriesResponseSchema);
    expect(categories).toHaveLength(8);
    const payments = await expectContract(await visitor.request("/api/payments/status"), PaymentsStatusResponseSchema);
    expect(payments).toEqual({ available: true, mode: "test" });

    await expectContract(await visitor.request("/api/no-such-route"), ApiErrorBodySchema, 404);
    await expectContract(await visitor.request("/api/credits"), ApiErrorBodySchema, 401);
    const invalid = await expectContract(
      await visitor.request("/api/contact", { json: { name: "", email: "x", subject: "", message: "" } }),
      ApiErrorBodySchema,
      400,
    );
    expect(Object.keys(invalid.fieldErrors ?? {})).toEqual(["name", "email", "subject", "message"]);
    const message = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question." };
    await expectContract(await visitor.request("/api/contact", { json: message }), ContactResponseSchema);
    const tooLarge = await app.request(`${TEST_ORIGIN}/api/contact`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) }),
    });
    await expectContract(tooLarge, ApiErrorBodySchema, 413);
  });

  it("a seller's journey: session, balance, script, audio, library, purchase, deletion, sign-out", async () => {
    const seller = await signUpConfirmed(app, mail, "contract-seller@example.com");
    const me = await expectContract(await seller.request("/api/me"), MeResponseSchema);
    expect(me.user?.email).toBe("contract-seller@example.com");
    expect(await expectContract(await seller.request("/api/credits"), CreditsResponseSchema)).toEqual({ credits: 1 });

    const script = await expectContract(
      await seller.request("/api/scripts", {
        json: { specifications: "Oak cutting board, oiled, 40 by 25 cm.", language: "en" },
      }),
      GenerateScriptResultSchema,
    );
    const generated = await expectContract(
      await seller.request("/api/audios", {
        json: { draftId: script.draftId, text: script.script, voice: "nova", idempotencyKey: "contract-audio-1" },
      }),
      GenerateAudioResultSchema,
    );
    expect(generated.remaining_credits).toBe(0);
    const { audios } = await expectContract(await seller.request("/api/audios"), AudioListResponseSchema);
    expect(audios).toEqual([generated.audio]);
    const renamed = await expectContract(
      await seller.request(`/api/audios/${generated.audio.id}`, { method: "PATCH", json: { title: "Oak board" } }),
      RenameAudioResponseSchema,
    );
    expect(renamed.audio.title).toBe("Oak board");
    // The MP3 carries ID3 tags (issue 18); the same audio comes as WAV on request.
    const file = new Uint8Array(await (await seller.request(generated.audio.audio_url)).arrayBuffer());
    expect(new TextDecoder().decode(file.subarray(0, 3))).toBe("ID3");
    const wav = await seller.request(`${generated.audio.download_url}&format=wav`);
    expect(wav.headers.get("content-type")).toBe("audio/wav");
    expect(new TextDecoder().decode(new Uint8Array(await wav.arrayBuffer()).subarray(0, 4))).toBe("RIFF");
    const entry = await expectContract(
      await seller.request("/api/pronunciations", { json: { term: "Oak", sayAs: "Oh-k" } }),
      CreatePronunciationResponseSchema,
      201,
    );
    await expectContract(await seller.request("/api/pronunciations"), PronunciationListResponseSchema);
    await expectContract(
      await seller.request("/api/pronunciations", { json: { term: "", sayAs: "x" } }),
      ApiErrorBodySchema,
      400,
    );
    await expectContract(
      await seller.request(`/api/pronunciations/${entry.pronunciation.id}`, { method: "DELETE" }),
      DeletePronunciationResponseSchema,
    );
    const found = await expectContract(await seller.request("/api/audios?q=oak"), AudioListResponseSchema);
    expect(found.audios.map((audio) => audio.id)).toEqual([generated.audio.id]);
    await expectContract(
      await seller.request("/api/audios", {
        json: { draftId: script.draftId, text: "", voice: "nova", idempotencyKey: "x" },
      }),
      ApiErrorBodySchema,
      400,
    );

    const checkout = await expectContract(
      await seller.request("/api/payments/checkout", { json: { packId: "lite" } }),
      CreateCheckoutResponseSchema,
    );
    await expectContract(await seller.request(`/api/payments/test-checkout/${checkout.id}`), TestCheckoutSessionSchema);
    const paid = await expectContract(
      await seller.request(`/api/payments/test-checkout/${checkout.id}/pay`, { method: "POST" }),
      TestCheckoutSessionSchema,
    );
    expect(paid.status).toBe("paid");
    const verified = await expectContract(
      await seller.request("/api/payments/verify", { json: { sessionId: checkout.id } }),
      VerifyPaymentResponseSchema,
    );
    expect(verified.credits).toBe(9);
    const history = await expectContract(await seller.request("/api/payments/history"), PurchaseHistoryResponseSchema);
    expect(history.purchases).toHaveLength(1);
    expect(history.purchases[0]?.invoiceNumber).toBeGreaterThan(0);
    const billing = await expectContract(
      await seller.request("/api/payments/billing-details", {
        method: "PUT",
        json: { name: "Acme", address: "1 Road", vatId: "GB123456789" },
      }),
      BillingDetailsResponseSchema,
    );
    expect(billing.billing?.vatId).toBe("GB123456789");
    await expectContract(await seller.request("/api/payments/billing-details"), BillingDetailsResponseSchema);
    // The embedded checkout sends no webhooks: the route answers a contract error.
    await expectContract(
      await seller.request("/api/payments/webhook", { method: "POST", json: {} }),
      ApiErrorBodySchema,
      404,
    );

    await expectContract(
      await seller.request(`/api/audios/${generated.audio.id}`, { method: "DELETE" }),
      DeleteAudioResponseSchema,
    );
    await expectContract(await seller.request("/api/account/sign-out", { method: "POST" }), SignOutResponseSchema);
  });

  it("admin answers", async () => {
    const admin = await signUpConfirmed(app, mail, "contract-admin@example.com");
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "contract-admin@example.com"));
    await database.db.insert(userRoles).values({ userId: user!.id, role: "admin" });

    const upload = await app.request(`${TEST_ORIGIN}/api/admin/categories/2/audio`, {
      method: "PUT",
      headers: { origin: TEST_ORIGIN, "content-type": "audio/mpeg", cookie: admin.cookieHeader() },
      body: makeMp3(),
    });
    const { category } = await expectContract(upload, CategoryAudioUploadResponseSchema);
    expect(category).toMatchObject({ index: 2, hasAudio: true });
    const removed = await expectContract(
      await admin.request("/api/admin/categories/2/audio", { method: "DELETE" }),
      CategoryAudioRemoveResponseSchema,
    );
    expect(removed).toEqual({ removed: true });
    await expectContract(await admin.request("/api/admin/overview"), AdminOverviewResponseSchema);

    const seller = await signUpConfirmed(app, mail, "contract-not-admin@example.com");
    await expectContract(await seller.request("/api/admin/overview"), ApiErrorBodySchema, 403);
  });

  it("developer answers: keys, webhooks and /api/v1", async () => {
    const seller = await signUpConfirmed(app, mail, "contracts-dev@example.com");
    const created = await expectContract(
      await seller.request("/api/keys", { json: { name: "Contracts" } }),
      CreateApiKeyResponseSchema,
      201,
    );
    await expectContract(await seller.request("/api/keys"), ApiKeyListResponseSchema);
    const api = keyClient(app, created.key);
    const hook = await expectContract(
      await api("/api/webhooks", { json: { url: "https://hooks.example.com/shelftalk", events: ["audio.completed"] } }),
      WebhookWithSecretResponseSchema,
      201,
    );
    await expectContract(await api("/api/webhooks"), WebhookListResponseSchema);
    await expectContract(await api(`/api/webhooks/${hook.id}/deliveries`), WebhookDeliveryListResponseSchema);
    await expectContract(
      await api(`/api/webhooks/${hook.id}/rotate-secret`, { method: "POST" }),
      WebhookWithSecretResponseSchema,
    );
    await expectContract(await api(`/api/webhooks/${hook.id}`, { method: "DELETE" }), SuccessResponseSchema);

    await expectContract(await api("/api/v1/credits"), V1CreditsSchema);
    const script = await expectContract(
      await api("/api/v1/scripts", { json: { specifications: "A cedar bird house.", language: "en" } }),
      V1ScriptSchema,
    );
    const made = await expectContract(
      await api("/api/v1/audios", {
        json: { draftId: script.draftId, text: script.script, voice: "nova" },
        headers: { "idempotency-key": "contracts-1" },
      }),
      V1CreateAudioResultSchema,
    );
    await expectContract(await api("/api/v1/audios?limit=5"), V1AudioListSchema);
    await expectContract(await api(`/api/v1/audios/${made.audio.id}`), V1AudioSchema);
    await expectContract(await api(`/api/v1/audios/${made.audio.id}/publish`, { method: "POST" }), V1PublicationSchema);
    await expectContract(
      await api(`/api/v1/audios/${made.audio.id}/unpublish`, { method: "POST" }),
      V1PublicationSchema,
    );
    await expectContract(await api(`/api/v1/audios/${made.audio.id}`, { method: "DELETE" }), V1DeletedSchema);
    await expectContract(await api(`/api/v1/audios/${made.audio.id}`), V1ErrorSchema, 404);
    await expectContract(await keyClient(app, "st_test_bad")("/api/v1/credits"), V1ErrorSchema, 401);
    await expectContract(await seller.request(`/api/keys/${created.id}`, { method: "DELETE" }), SuccessResponseSchema);
  });

  it("catalogue batches (issue 16): preview, creation, the batch, the list, cancel", async () => {
    // Jobs are only recorded here: the contract of the answers is under test, not the queue.
    const queued: unknown[] = [];
    const jobs = {
      send: () => Promise.resolve("job"),
      sendMany: (_job: unknown, data: readonly unknown[]) => Promise.resolve(void queued.push(...data)),
    };
    const { app: batchApp } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, jobs },
    });
    const seller = await signUpConfirmed(batchApp, mail, "contracts-batches@example.com");
    const csv = "details,title\nA hand-made oak board,Oak board\nA ceramic mug,Mug\n";
    const preview = await expectContract(
      await seller.request("/api/batches/preview", { body: csv, headers: { "content-type": "text/csv" } }),
      BatchPreviewSchema,
    );
    expect(preview).toMatchObject({ valid: 2, creditsNeeded: 2 });
    const { id } = await expectContract(
      await seller.request("/api/batches", { body: csv, headers: { "content-type": "text/csv" } }),
      BatchCreatedSchema,
      201,
    );
    expect(queued).toHaveLength(2);
    const batch = await expectContract(await seller.request(`/api/batches/${id}`), BatchViewSchema);
    expect(batch.items).toHaveLength(2);
    await expectContract(await seller.request("/api/batches"), BatchListSchema);
    await expectContract(await seller.request(`/api/batches/${id}/cancel`, { method: "POST" }), BatchViewSchema);
    await expectContract(await seller.request("/api/batches", { json: { items: [{}] } }), ApiErrorBodySchema, 400);
    const other = await signUpConfirmed(batchApp, mail, "contracts-batches-2@example.com");
    await expectContract(await other.request(`/api/batches/${id}`), ApiErrorBodySchema, 404);
  });
});
