import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PurchaseHistoryResponse } from "../../../shared/payments/payment-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { checkoutSessions, invoiceCounter, invoices } from "../../db/schema/index";
import { issueInvoice } from "./invoices.service";

describe("receipts and invoices (built-in test checkout)", () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>["app"];
  const mail = createMemoryMail();
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true", INVOICE_ISSUER: "ShelfTalk Ltd | 1 Test Street | VAT GB999" }),
      deps: { mail },
    }));
  });
  afterAll(async () => {
    await database.drop();
  });

  async function seller(): Promise<{ client: TestClient; email: string }> {
    seq += 1;
    const email = `invoice-buyer-${seq}@example.com`;
    return { client: await signUpConfirmed(app, mail, email), email };
  }

  async function buy(client: TestClient, packId = "plus"): Promise<string> {
    const res = await client.request("/api/payments/checkout", { json: { packId } });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const paid = await client.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" });
    expect(paid.status).toBe(200);
    return id;
  }

  const allNumbers = async () =>
    (await database.db.select({ n: invoices.number }).from(invoices).orderBy(invoices.number)).map((r) => r.n);

  it("validates and saves billing details, for their owner only", async () => {
    const { client } = await seller();
    const other = await seller();
    expect(await (await client.request("/api/payments/billing-details")).json()).toEqual({ billing: null });
    const bad = [
      { name: "", address: "1 Road" },
      { name: "Acme", address: "  " },
      { name: "Acme", address: "1 Road", vatId: "DE 12<script>" },
      { name: "x".repeat(201), address: "1 Road" },
    ];
    for (const json of bad) {
      const res = await client.request("/api/payments/billing-details", { method: "PUT", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const saved = await client.request("/api/payments/billing-details", {
      method: "PUT",
      json: {
        name: " Acme Shop Ltd ",
        address: "1 Market Street\nLeeds LS1 1AA\nUnited Kingdom",
        vatId: "gb 123.456.789",
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      billing: {
        name: "Acme Shop Ltd",
        address: "1 Market Street\nLeeds LS1 1AA\nUnited Kingdom",
        vatId: "GB123456789",
      },
    };
    expect(await saved.json()).toEqual(expected);
    expect(await (await client.request("/api/payments/billing-details")).json()).toEqual(expected);
    expect(await (await other.client.request("/api/payments/billing-details")).json()).toEqual({ billing: null });
    const anonymous = await app.request("http://localhost:3000/api/payments/billing-details");
    expect(anonymous.status).toBe(401);
  });

  it("a purchase sends one receipt and gives its owner a downloadable invoice with the billing details", async () => {
    const { client, email } = await seller();
    await client.request("/api/payments/billing-details", {
      method: "PUT",
      json: { name: "Shop & Co <b>", address: "2 Rue de la Paix\n75002 Paris", vatId: "FR12345678901" },
    });
    const id = await buy(client, "plus");
    // Reloads of the success page change nothing.
    for (let i = 0; i < 3; i += 1) await client.request("/api/payments/verify", { json: { sessionId: id } });

    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.checkoutSessionId, id));
    expect(invoice).toMatchObject({
      billingName: "Shop & Co <b>",
      vatId: "FR12345678901",
      credits: 25,
      amountCents: 1900,
    });
    const receipts = mail.sent.filter((m) => m.to === email && m.subject.includes("receipt"));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("$19.00 USD");
    expect(receipts[0]?.text).toContain(`/api/payments/invoices/${invoice!.number}`);

    const history = (await (await client.request("/api/payments/history")).json()) as PurchaseHistoryResponse;
    expect(history.purchases).toEqual([
      expect.objectContaining({ id, status: "paid", invoiceNumber: invoice!.number }),
    ]);

    const page = await client.request(`/api/payments/invoices/${invoice!.number}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`INV-${String(invoice!.number).padStart(6, "0")}`);
    expect(html).toContain("Shop &amp; Co &lt;b&gt;");
    expect(html).not.toContain("<b>");
    expect(html).toContain("FR12345678901");
    expect(html).toContain("ShelfTalk Ltd");
    expect(html).toContain("$19.00 USD");
    // In the reader's language (decision 138): the browser's, then the account's setting over it.
    const german = await (
      await client.request(`/api/payments/invoices/${invoice!.number}`, {
        headers: { "accept-language": "de-DE,de;q=0.9" },
      })
    ).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain("Rechnungsempfänger");
    expect(german).toContain("Shop &amp; Co &lt;b&gt;");
    const setting = await client.request("/api/account/locale", { method: "PATCH", json: { locale: "ja" } });
    expect(setting.status).toBe(200);
    const japanese = await (
      await client.request(`/api/payments/invoices/${invoice!.number}`, { headers: { "accept-language": "de" } })
    ).text();
    expect(japanese).toContain('<html lang="ja">');
    expect(japanese).toContain("請求先");
    const download = await client.request(`/api/payments/invoices/${invoice!.number}?download=1`);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="shelftalk-invoice-${invoice!.number}.html"`,
    );

    const other = await seller();
    expect((await other.client.request(`/api/payments/invoices/${invoice!.number}`)).status).toBe(404);
    expect((await client.request("/api/payments/invoices/abc")).status).toBe(400);
    expect((await client.request("/api/payments/invoices/999999")).status).toBe(404);
  });

  it("numbers invoices without gaps under concurrent purchases, and a rolled-back purchase gives its number back", async () => {
    const before = await allNumbers();
    const buyers = await Promise.all(Array.from({ length: 4 }, () => seller()));
    const sessions = await Promise.all(
      buyers.map(async ({ client }) => {
        const res = await client.request("/api/payments/checkout", { json: { packId: "lite" } });
        return { client, id: ((await res.json()) as { id: string }).id };
      }),
    );
    // Each session paid twice and verified twice at once: concurrent twins must not make a second invoice.
    await Promise.all(
      sessions.flatMap(({ client, id }) => [
        client.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" }),
        client.request(`/api/payments/test-checkout/${id}/pay`, { method: "POST" }),
        client.request("/api/payments/verify", { json: { sessionId: id } }),
        client.request("/api/payments/verify", { json: { sessionId: id } }),
      ]),
    );
    for (const { id } of sessions) {
      const rows = await database.db.select().from(invoices).where(eq(invoices.checkoutSessionId, id));
      expect(rows).toHaveLength(1);
    }

    // A purchase whose transaction fails after numbering its invoice leaves no hole.
    const [anySession] = await database.db.select().from(checkoutSessions).limit(1);
    await expect(
      database.db.transaction(async (tx) => {
        await issueInvoice(tx, { ...anySession!, id: "rolled_back_session" }, {});
        throw new Error("purchase failed after numbering");
      }),
    ).rejects.toThrow("purchase failed");
    await buy(buyers[0]!.client, "lite");

    const after = await allNumbers();
    expect(after.length).toBe(before.length + 5);
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => i + 1));
    const [counter] = await database.db.select().from(invoiceCounter);
    expect(counter?.lastNumber).toBe(after.length);
  });
});
