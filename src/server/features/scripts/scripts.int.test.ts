import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { signUpConfirmed } from "../../../test/accounts";
import { TestClient } from "../../../test/auth-client";
import { startProductPageServer, type ProductPageServer } from "../../../test/fixtures/product-pages";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { creditBalances, scriptDrafts, users } from "../../db/schema/index";

type ScriptBody = { success?: boolean; script?: string; draftId?: string; error?: string; code?: string };
const body = async (res: Response) => (await res.json()) as ScriptBody;
const HEADPHONES = "/products/aurora-pro-wireless-headphones";

describe("POST /api/scripts", () => {
  let database: TestDatabase;
  let pages: ProductPageServer;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase();
    pages = await startProductPageServer();
    const config = testConfig({ FETCH_ALLOW_HOSTS: pages.hostPort, RATE_LIMIT_DISABLED: "true" });
    ({ app } = createTestApp({ database, config, deps: { mail } }));
  });
  afterAll(async () => {
    await pages.close();
    await database.drop();
  });

  it("asks a signed-out visitor to sign up", async () => {
    const res = await new TestClient(app).request("/api/scripts", {
      json: { productLink: pages.url(HEADPHONES), language: "en" },
    });
    expect(res.status).toBe(401);
    expect((await body(res)).error).toBe(MESSAGES.script.signUpRequired);
  });

  it("needs a link or details", async () => {
    const client = await signUpConfirmed(app, mail, "empty@example.com");
    const res = await client.request("/api/scripts", {
      json: { productLink: "", specifications: "  ", language: "en" },
    });
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe(MESSAGES.script.linkOrDetailsRequired);
  });

  it("writes a script from the product page that names the product and speaks its price", async () => {
    const client = await signUpConfirmed(app, mail, "writer@example.com");
    const res = await client.request("/api/scripts", {
      json: { productLink: pages.url(HEADPHONES), language: "en", temperature: 0.7 },
    });
    const result = await body(res);
    expect(res.status, JSON.stringify(result)).toBe(200);
    expect(result.script).toContain("Aurora Pro");
    expect(result.script).toMatch(/129 (US )?dollars/);
    expect(result.draftId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("locks the language of an unspent script within the session", async () => {
    const client = await signUpConfirmed(app, mail, "lock@example.com");
    const first = await client.request("/api/scripts", {
      json: { productLink: pages.url(HEADPHONES), language: "fr" },
    });
    expect(first.status).toBe(200);
    const again = await client.request("/api/scripts", {
      json: { productLink: pages.url(HEADPHONES), language: "fr" },
    });
    expect(again.status).toBe(200);
    const other = await client.request("/api/scripts", {
      json: { productLink: pages.url(HEADPHONES), language: "de" },
    });
    expect(other.status).toBe(409);
    expect((await body(other)).error).toBe(MESSAGES.script.languageLocked);
  });

  async function setBalance(email: string, credits: number) {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await database.db.update(creditBalances).set({ credits }).where(eq(creditBalances.userId, user!.id));
  }
  const script = (client: TestClient, language: string) =>
    client.request("/api/scripts", { json: { productLink: pages.url(HEADPHONES), language } });

  it("lets a seller with credits to spare switch language with an unspent script on screen", async () => {
    const client = await signUpConfirmed(app, mail, "spare@example.com");
    await setBalance("spare@example.com", 22);
    expect((await script(client, "en")).status).toBe(200);
    expect((await script(client, "en")).status).toBe(200);
    const german = await script(client, "de");
    expect(german.status, JSON.stringify(await german.clone().json())).toBe(200);
  });

  it("opens every language once an audio is made, even after an abandoned script (issue 14)", async () => {
    const client = await signUpConfirmed(app, mail, "abandon@example.com");
    await setBalance("abandon@example.com", 2);
    expect((await script(client, "en")).status).toBe(200);
    const second = await body(await script(client, "en"));
    const audio = await client.request("/api/audios", {
      json: { draftId: second.draftId, text: second.script, voice: "alloy", idempotencyKey: "abandon-audio-1" },
    });
    expect(audio.status).toBe(200);
    // One credit left, the first English script abandoned: German is still open.
    const german = await script(client, "de");
    expect(german.status, JSON.stringify(await german.clone().json())).toBe(200);
    // A new unspent German script with the one last credit: the spec's lock holds again.
    const french = await script(client, "fr");
    expect(french.status).toBe(409);
    expect((await body(french)).error).toBe(MESSAGES.script.languageLocked);
  });

  it("passes the length and tone through and refuses values it does not know", async () => {
    const client = await signUpConfirmed(app, mail, "style@example.com");
    const ok = await client.request("/api/scripts", {
      json: { specifications: "Linen apron, one size.", language: "en", length: "short", tone: "luxurious" },
    });
    expect(ok.status).toBe(200);
    for (const bad of [{ length: "epic" }, { tone: "angry" }]) {
      const res = await client.request("/api/scripts", {
        json: { specifications: "Linen apron, one size.", language: "en", ...bad },
      });
      expect(res.status).toBe(400);
      expect((await body(res)).code).toBe("invalid_input");
    }
  });

  it("takes a link typed without a scheme as https", async () => {
    const client = await signUpConfirmed(app, mail, "scheme@example.com");
    // A private address: refused by the guard's decision on the https URL, before any connection.
    const refused = await client.request("/api/scripts", { json: { productLink: "10.0.0.1/router", language: "en" } });
    expect(refused.status).toBe(422);
    expect((await body(refused)).error).toBe(MESSAGES.fetch.privateAddress);
    // The loopback shop speaks plain http, so the https attempt fails and the details carry the script.
    const typed = `${pages.hostPort}${HEADPHONES}`;
    const res = await client.request("/api/scripts", {
      json: { productLink: typed, specifications: "Wireless headphones, 40 hours of battery.", language: "en" },
    });
    const result = (await res.json()) as ScriptBody & { notice?: string };
    expect(res.status, JSON.stringify(result)).toBe(200);
    const [draft] = await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.id, result.draftId!));
    expect(draft?.productLink).toBe(`https://${typed}`);
  });

  it("keeps the product's name for the library", async () => {
    const client = await signUpConfirmed(app, mail, "named@example.com");
    const result = await body(
      await client.request("/api/scripts", { json: { productLink: pages.url(HEADPHONES), language: "en" } }),
    );
    const [draft] = await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.id, result.draftId!));
    expect(draft?.productName).toMatch(/Aurora Pro Wireless Headphones/);
  });

  it("refuses links to private addresses with a clear message", async () => {
    const client = await signUpConfirmed(app, mail, "ssrf@example.com");
    for (const link of ["http://127.0.0.1:22/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/"]) {
      const res = await client.request("/api/scripts", { json: { productLink: link, language: "en" } });
      expect(res.status).toBe(422);
      expect((await body(res)).error).toMatch(/private or local address|unusual ports/);
    }
  });

  it("writes from the details alone when the page cannot be loaded", async () => {
    const client = await signUpConfirmed(app, mail, "details@example.com");
    const res = await client.request("/api/scripts", {
      json: {
        productLink: pages.url("/products/missing"),
        specifications: "Handmade ceramic mug, 350 ml, dishwasher safe, glazed in ocean blue.",
        language: "en",
      },
    });
    const result = (await res.json()) as ScriptBody & { notice?: string };
    expect(res.status, JSON.stringify(result)).toBe(200);
    expect(result.notice).toBeTruthy();
    expect(result.script?.toLowerCase()).toContain("mug");
  });

  it("refuses a page that shows no product, and writes from the details instead when there are some", async () => {
    const client = await signUpConfirmed(app, mail, "noproduct@example.com");
    const drafts = async () => (await database.db.select({ id: scriptDrafts.id }).from(scriptDrafts)).length;
    const before = await drafts();
    for (const path of ["/about-us", "/category/headphones"]) {
      const res = await client.request("/api/scripts", { json: { productLink: pages.url(path), language: "en" } });
      const result = await body(res);
      expect(res.status, path).toBe(422);
      expect(result.error).toBe(MESSAGES.script.notProductPage);
      expect(result.code).toBe("not_product_page");
    }
    expect(await drafts()).toBe(before);
    const withDetails = await client.request("/api/scripts", {
      json: {
        productLink: pages.url("/about-us"),
        specifications: "Handmade oak serving board, 40 by 25 cm, oiled with linseed.",
        language: "en",
      },
    });
    const result = (await withDetails.json()) as ScriptBody & { notice?: string };
    expect(withDetails.status).toBe(200);
    expect(result.notice).toBe(MESSAGES.script.notProductPageNotice);
    expect(result.script).toMatch(/oak serving board/i);
    expect(result.script).not.toMatch(/founded|Lumen Audio/);
  });

  it("honours the length and tone presets and follows the details' instructions", async () => {
    const client = await signUpConfirmed(app, mail, "presets@example.com");
    const write = async (json: Record<string, unknown>) => {
      const res = await client.request("/api/scripts", {
        json: { productLink: pages.url(HEADPHONES), language: "en", temperature: 0, ...json },
      });
      const result = await body(res);
      expect(res.status, JSON.stringify(result)).toBe(200);
      return result.script ?? "";
    };
    const short = await write({ length: "short", tone: "professional" });
    const long = await write({ length: "long", tone: "playful" });
    expect(short.length).toBeLessThan(long.length);
    expect(short).toContain("You can order it today.");
    expect(long).toContain("Go on, add it to your cart.");
    const instructed = await write({
      specifications:
        "Mention that shipping is free over 50 euros this month. Keep a warm, friendly tone. Don't mention the price.",
    });
    expect(instructed).toContain("Shipping is free on orders over 50 euros this month.");
    expect(instructed).not.toMatch(/Mention|tone|129/);
  });

  it("refuses an unknown length or tone", async () => {
    const client = await signUpConfirmed(app, mail, "badpreset@example.com");
    for (const json of [{ length: "epic" }, { tone: "angry" }]) {
      const res = await client.request("/api/scripts", { json: { specifications: "A lamp", language: "en", ...json } });
      expect(res.status).toBe(400);
    }
  });

  it("refuses a seller with no credits, with the free-credit wording once an audio exists", async () => {
    const client = await signUpConfirmed(app, mail, "broke@example.com");
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "broke@example.com"));
    await database.db.update(creditBalances).set({ credits: 0 }).where(eq(creditBalances.userId, user!.id));
    const res = await client.request("/api/scripts", { json: { specifications: "A lamp", language: "en" } });
    expect(res.status).toBe(402);
    expect((await body(res)).error).toBe(MESSAGES.script.needCredits);
  });
});

describe("POST /api/scripts rate limit", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, deps: { mail } }));
  });
  afterAll(async () => {
    await database.drop();
  });

  it("limits one seller to 30 scripts an hour", async () => {
    const client = await signUpConfirmed(app, mail, "busy@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await client.request("/api/scripts", {
        json: { specifications: `Handmade oak cutting board number ${i}, oiled, 40 by 25 cm.`, language: "en" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
