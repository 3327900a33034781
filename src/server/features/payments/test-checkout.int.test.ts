import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestCheckoutSession, VerifyPaymentResponse } from "../../../shared/payments/payment-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { creditLedger } from "../../db/schema/index";

describe("payments with the built-in test checkout (default provider)", () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>["app"];
  const mail = createMemoryMail();
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await database.drop();
  });

  async function seller(): Promise<TestClient> {
    seq += 1;
    return signUpConfirmed(app, mail, `test-buyer-${seq}@example.com`);
  }

  async function startCheckout(client: TestClient, packId: string) {
    const res = await client.request("/api/payments/checkout", { json: { packId } });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; url: string };
  }

  const credits = async (client: TestClient) =>
    ((await (await client.request("/api/credits")).json()) as { credits: number }).credits;

  it("pays on the built-in page, then verification credits the pack exactly once", async () => {
    const client = await seller();
    const { id, url } = await startCheckout(client, "plus");
    expect(url).toBe(`http://localhost:3000/checkout?session=${id}`);

    const details = await client.request(`/api/payments/test-checkout/${id}`);
    expect(await details.json()).toEqual({
      id,
      packId: "plus",
      packName: "Plus",
      credits: 25,
      amountCents: 1900,
      currency: "usd",
      status: "open",
    } satisfies TestCheckoutSession);

    const paid = await client.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "paid" });
    // A second Pay (double click) changes nothing.
    expect((await client.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" })).status).toBe(200);

    for (let i = 0; i < 3; i += 1) {
      const res = await client.request("/api/payments/verify", { json: { sessionId: id } });
      expect(await res.json()).toEqual({
        status: "paid",
        pack_id: "plus",
        credits_added: 25,
        newly_credited: false, // Pay already fulfilled it, as Stripe's webhook would
        credits: 26,
      } satisfies VerifyPaymentResponse);
    }
    expect(await credits(client)).toBe(26);
    const rows = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `checkout:${id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "purchase", delta: 25 });
  });

  it("cancel credits nothing, and a canceled session cannot be paid", async () => {
    const client = await seller();
    const { id } = await startCheckout(client, "max");
    const canceled = await client.request(`/api/payments/test-checkout/${id}/cancel`, { method: "POST" });
    expect(await canceled.json()).toMatchObject({ status: "canceled" });
    expect((await client.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" })).status).toBe(409);
    const verified = await client.request("/api/payments/verify", { json: { sessionId: id } });
    expect(await verified.json()).toMatchObject({ status: "canceled", credits_added: 0, newly_credited: false });
    expect(await credits(client)).toBe(1);
    const history = (await (await client.request("/api/payments/history")).json()) as {
      purchases: Array<{ status: string }>;
    };
    // A canceled checkout is not a purchase: the history lists completed purchases only (issue 25).
    expect(history.purchases).toEqual([]);
  });

  it("lets only the seller who started it see, pay, cancel or verify a session", async () => {
    const owner = await seller();
    const other = await seller();
    const { id } = await startCheckout(owner, "lite");
    expect((await other.request(`/api/payments/test-checkout/${id}`)).status).toBe(404);
    expect((await other.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" })).status).toBe(404);
    expect((await other.request(`/api/payments/test-checkout/${id}/cancel`, { method: "POST" })).status).toBe(404);
    expect((await other.request("/api/payments/verify", { json: { sessionId: id } })).status).toBe(404);
    expect((await owner.request(`/api/payments/test-checkout/${id}`)).status).toBe(200);
    expect(await credits(other)).toBe(1);
    expect(await credits(owner)).toBe(1);
  });

  it("refuses malformed session ids and has no webhook without Stripe", async () => {
    const client = await seller();
    expect((await client.request("/api/payments/verify", { json: { sessionId: "" } })).status).toBe(400);
    expect((await client.request("/api/payments/verify", { json: { sessionId: "x'; drop" } })).status).toBe(400);
    expect((await client.request("/api/payments/verify", { json: { sessionId: "test_cs_unknown" } })).status).toBe(404);
    const webhook = await app.request("http://localhost:3000/api/payments/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      body: "{}",
    });
    expect(webhook.status).toBe(404);
  });
});
