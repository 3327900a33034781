import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import type { VerifyPaymentResponse } from "../../../shared/payments/payment-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { checkoutEventPayload, startFakeStripeServer, type FakeStripeServer } from "../../../test/fakes/stripe-server";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { checkoutSessions, creditBalances, creditLedger, invoices } from "../../db/schema/index";
import { createStripePayments } from "../../providers/payments/stripe-payments";

const WEBHOOK_SECRET = "whsec_test_shelftalk_secret";

describe("payments with Stripe (loopback fake)", () => {
  let database: TestDatabase;
  let stripe: FakeStripeServer;
  let app: ReturnType<typeof createTestApp>["app"];
  const mail = createMemoryMail();
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    stripe = await startFakeStripeServer();
    const payments = createStripePayments({
      secretKey: stripe.apiKey,
      webhookSecret: WEBHOOK_SECRET,
      host: stripe.host,
      port: stripe.port,
      protocol: "http",
      timeoutMs: 5000,
    });
    ({ app } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, payments },
    }));
  });
  afterAll(async () => {
    await stripe.close();
    await database.drop();
  });

  async function seller(): Promise<{ client: TestClient; userId: string }> {
    seq += 1;
    const client = await signUpConfirmed(app, mail, `stripe-buyer-${seq}@example.com`);
    const me = (await (await client.request("/api/me")).json()) as { user: { id: string } };
    return { client, userId: me.user.id };
  }

  async function startCheckout(client: TestClient, packId = "plus"): Promise<string> {
    const res = await client.request("/api/payments/checkout", { json: { packId } });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }

  const verify = (client: TestClient, sessionId: string) =>
    client.request("/api/payments/verify", { json: { sessionId } });

  async function deliver(payload: string, signature?: string): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (signature !== undefined) headers["stripe-signature"] = signature;
    return await app.request("http://localhost:3000/api/payments/webhook", { method: "POST", headers, body: payload });
  }

  function signedEvent(type: string, sessionId: string, options: { secret?: string; timestamp?: number } = {}) {
    const payload = checkoutEventPayload(type, stripe.sessions.get(sessionId)!);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  async function balanceAndLedger(userId: string) {
    const [balance] = await database.db
      .select({ credits: creditBalances.credits })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId));
    const [ledger] = await database.db
      .select({
        sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`,
        purchases: sql<number>`count(*) filter (where ${creditLedger.reason} = 'purchase')::int`,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return { balance: balance?.credits ?? 0, ledgerSum: ledger?.sum ?? 0, purchases: ledger?.purchases ?? 0 };
  }

  it("creates a Checkout Session with the pack's amount, currency, quantity, metadata and URLs, whatever the client sends", async () => {
    const { client, userId } = await seller();
    const before = stripe.requests.length;
    const res = await client.request("/api/payments/checkout", {
      json: { packId: "plus", amountCents: 1, credits: 9999, currency: "eur" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; url: string };
    expect(body.url).toBe(`http://${stripe.host}:${stripe.port}/pay/${body.id}`);

    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${stripe.apiKey}`);
    expect(sent[0]!.form).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "1900",
            product_data: { name: "ShelfTalk Plus credit pack", description: expect.any(String) as string },
          },
        },
      ],
      metadata: { userId, packId: "plus" },
      client_reference_id: userId,
      invoice_creation: { enabled: "true", invoice_data: { metadata: { userId, packId: "plus" } } },
      tax_id_collection: { enabled: "true" },
      billing_address_collection: "required",
      success_url: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/pricing",
    });

    const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, body.id));
    expect(row).toMatchObject({ userId, provider: "stripe", packId: "plus", credits: 25, amountCents: 1900 });
    expect(row?.status).toBe("open");
  });

  it("refuses an unknown pack (400) and a signed-out visitor (401)", async () => {
    const { client } = await seller();
    expect((await client.request("/api/payments/checkout", { json: { packId: "mega" } })).status).toBe(400);
    const anonymous = await app.request("http://localhost:3000/api/payments/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packId: "lite" }),
    });
    expect(anonymous.status).toBe(401);
  });

  it("answers 502 with the spec's message when Stripe fails", async () => {
    const { client } = await seller();
    stripe.failNext(500, 2); // the SDK retries once
    const res = await client.request("/api/payments/checkout", { json: { packId: "lite" } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: MESSAGES.payment.createFailed });
  });

  it("credits nothing for an unpaid session, by verification or by webhook", async () => {
    const { client, userId } = await seller();
    const id = await startCheckout(client);
    const res = await verify(client, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "open",
      pack_id: "plus",
      credits_added: 0,
      newly_credited: false,
      credits: 1,
    } satisfies VerifyPaymentResponse);
    const { payload, signature } = signedEvent("checkout.session.completed", id);
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 1, ledgerSum: 1, purchases: 0 });
  });

  it("adds a paid session's credits once under 20 concurrent verifications and 5 webhook deliveries", async () => {
    const { client, userId } = await seller();
    const id = await startCheckout(client);
    stripe.pay(id);
    const event = signedEvent("checkout.session.completed", id);
    const [verifications, deliveries] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => verify(client, id))),
      Promise.all(Array.from({ length: 5 }, () => deliver(event.payload, event.signature))),
    ]);
    expect(verifications.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(deliveries.map((r) => r.status)).toEqual(Array(5).fill(200));
    const bodies = (await Promise.all(verifications.map((r) => r.json()))) as VerifyPaymentResponse[];
    expect(bodies.every((b) => b.status === "paid" && b.credits_added === 25)).toBe(true);
    expect(bodies.filter((b) => b.newly_credited).length).toBeLessThanOrEqual(1);

    expect(await balanceAndLedger(userId)).toEqual({ balance: 26, ledgerSum: 26, purchases: 1 });
    const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row?.status).toBe("paid");
    expect(row?.fulfilledAt).toBeInstanceOf(Date);

    // A reload of the success page reports the purchase and adds nothing (and needs no Stripe call).
    const stripeCalls = stripe.requests.length;
    expect(await (await verify(client, id)).json()).toEqual({
      status: "paid",
      pack_id: "plus",
      credits_added: 25,
      newly_credited: false,
      credits: 26,
    });
    expect(stripe.requests.length).toBe(stripeCalls);
    expect(await (await client.request("/api/credits")).json()).toEqual({ credits: 26 });
  });

  it("refuses webhooks with a bad signature, a wrong secret, no header or a stale timestamp, and credits nothing", async () => {
    const { client, userId } = await seller();
    const id = await startCheckout(client, "lite");
    stripe.pay(id);
    const good = signedEvent("checkout.session.completed", id);
    const tampered = good.payload.replace('"lite"', '"max"');
    const attempts = [
      deliver(tampered, good.signature),
      deliver(good.payload, "t=1700000000,v1=deadbeef"),
      deliver(good.payload, signedEvent("checkout.session.completed", id, { secret: "whsec_someone_else" }).signature),
      deliver(good.payload),
      deliver(
        good.payload,
        signedEvent("checkout.session.completed", id, {
          timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
        }).signature,
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_signature" });
    }
    expect(await balanceAndLedger(userId)).toEqual({ balance: 1, ledgerSum: 1, purchases: 0 });

    // The genuine delivery (here the async-payment event) credits through the same path.
    const asyncPaid = signedEvent("checkout.session.async_payment_succeeded", id);
    expect((await deliver(asyncPaid.payload, asyncPaid.signature)).status).toBe(200);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 10, ledgerSum: 10, purchases: 1 });
  });

  it("refuses another seller's verification and credits only the buyer", async () => {
    const buyer = await seller();
    const other = await seller();
    const id = await startCheckout(buyer.client);
    stripe.pay(id);
    const refused = await verify(other.client, id);
    expect(refused.status).toBe(404);
    expect(await balanceAndLedger(other.userId)).toEqual({ balance: 1, ledgerSum: 1, purchases: 0 });
    expect(await balanceAndLedger(buyer.userId)).toEqual({ balance: 1, ledgerSum: 1, purchases: 0 });
    expect((await verify(buyer.client, id)).status).toBe(200);
    expect(await balanceAndLedger(buyer.userId)).toEqual({ balance: 26, ledgerSum: 26, purchases: 1 });
    expect(await balanceAndLedger(other.userId)).toEqual({ balance: 1, ledgerSum: 1, purchases: 0 });
  });

  it("refuses a session whose Stripe metadata names another user", async () => {
    const { client, userId } = await seller();
    const id = await startCheckout(client);
    const session = stripe.pay(id);
    session.metadata = { ...session.metadata, userId: "someone-else" };
    const res = await verify(client, id);
    expect(res.status).toBe(403);
    const event = signedEvent("checkout.session.completed", id);
    expect((await deliver(event.payload, event.signature)).status).toBe(200); // acknowledged, not credited
    expect(await balanceAndLedger(userId)).toEqual({ balance: 1, ledgerSum: 1, purchases: 0 });
  });

  it("credits a paid session the database lost, from the signed webhook's metadata", async () => {
    const { client, userId } = await seller();
    const id = await startCheckout(client, "max");
    await database.db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
    stripe.pay(id);
    const event = signedEvent("checkout.session.completed", id);
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 91, ledgerSum: 91, purchases: 1 });
  });

  it("marks an expired session and lists only completed purchases", async () => {
    const { client } = await seller();
    const paid = await startCheckout(client, "lite");
    const expired = await startCheckout(client, "max");
    stripe.pay(paid);
    stripe.expire(expired);
    await verify(client, paid);
    const event = signedEvent("checkout.session.expired", expired);
    expect((await deliver(event.payload, event.signature)).status).toBe(200);

    const res = await client.request("/api/payments/history");
    expect(res.status).toBe(200);
    const { purchases } = (await res.json()) as { purchases: Array<Record<string, unknown>> };
    expect(purchases).toEqual([
      expect.objectContaining({ id: paid, packName: "Lite", credits: 9, amountCents: 900, status: "paid" }),
    ]);
    expect(typeof purchases[0]?.createdAt).toBe("string");
    const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, expired));
    expect(row?.status).toBe("expired");
  });

  it("keeps Stripe's invoice and the payer's billing details on the invoice; a retried webhook issues no second one", async () => {
    const { client, userId } = await seller();
    const id = await startCheckout(client, "max");
    stripe.pay(id, {
      name: "Acme Shop GmbH",
      email: null,
      address: {
        line1: "Hauptstraße 1",
        line2: null,
        postal_code: "10115",
        city: "Berlin",
        state: null,
        country: "DE",
      },
      tax_ids: [{ type: "eu_vat", value: "DE123456789" }],
    });
    const event = signedEvent("checkout.session.completed", id);
    for (let i = 0; i < 3; i += 1) expect((await deliver(event.payload, event.signature)).status).toBe(200);
    const rows = await database.db.select().from(invoices).where(eq(invoices.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      checkoutSessionId: id,
      billingName: "Acme Shop GmbH",
      billingAddress: "Hauptstraße 1\n10115 Berlin\nDE",
      vatId: "DE123456789",
      packName: "Max",
      credits: 90,
      amountCents: 4900,
      currency: "usd",
    });
    expect(rows[0]?.providerInvoiceUrl).toMatch(/\/invoices\/in_test_\d+$/);
    const { purchases } = (await (await client.request("/api/payments/history")).json()) as {
      purchases: Array<{ invoiceNumber: number; providerInvoiceUrl: string }>;
    };
    expect(purchases[0]?.invoiceNumber).toBe(rows[0]?.number);
    expect(purchases[0]?.providerInvoiceUrl).toBe(rows[0]?.providerInvoiceUrl);
    expect(
      mail.sent.filter((m) => m.to === `stripe-buyer-${seq}@example.com` && /receipt/.test(m.subject)),
    ).toHaveLength(1);
  });
});
