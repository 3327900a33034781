import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { contactMessages } from "../../db/schema/index";
import type { MailProvider } from "../../providers/mail/mail-provider";
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED_MESSAGE } from "./contact.service";

type App = ReturnType<typeof createTestApp>["app"];
type ErrorBody = { error: string; code: string; fieldErrors?: Record<string, string> };

const VALID = {
  name: "Dana Buyer",
  email: "dana@example.com",
  subject: "Question about credits",
  message: "Do credits expire?\nThanks!",
};

describe("contact form", () => {
  let database: TestDatabase;
  let app: App;
  const mail = createMemoryMail();
  let ipCounter = 0;

  /** Each test posts from its own address (TRUST_PROXY reads X-Forwarded-For) so limits don't leak between tests. */
  const post = async (body: unknown, ip = `203.0.113.${++ipCounter}`, target: App = app) =>
    target.request(`${TEST_ORIGIN}/api/contact`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({
      database,
      config: testConfig({ TRUST_PROXY: "true", CONTACT_TO: "team@shelftalk.test" }),
      deps: { mail },
    }));
  });
  afterAll(async () => {
    await database.drop();
  });

  it("stores the message and mails it to the team with Reply-To the sender", async () => {
    const res = await post(VALID);
    expect(res.status, await res.clone().text()).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const sent = mail.lastTo("team@shelftalk.test");
    expect(sent.replyTo).toBe("dana@example.com");
    expect(sent.subject).toBe("[ShelfTalk contact] Question about credits");
    expect(sent.text).toContain("Do credits expire?\nThanks!");
    expect(sent.text).toContain("Dana Buyer <dana@example.com>");
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...VALID, deliveryError: null });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });

  it("refuses CR/LF in the subject, name and email (no header injection), storing nothing", async () => {
    const before = mail.sent.length;
    for (const field of ["subject", "name"] as const) {
      const res = await post({ ...VALID, [field]: "Hello\r\nBcc: victim@example.com" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.fieldErrors?.[field]).toBe("Please keep this on a single line.");
    }
    expect((await post({ ...VALID, email: "dana@example.com\nBcc: victim@example.com" })).status).toBe(400);
    expect(mail.sent.length).toBe(before);
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
  });

  it("refuses empty fields with a message per field", async () => {
    const res = await post({ name: " ", email: "", subject: "", message: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe("invalid_input");
    expect(body.fieldErrors).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      subject: "Please enter a subject.",
      message: "Please enter your message.",
    });
    expect(body.error).toBe("Please enter your name.");
    expect((await post({ ...VALID, email: "not-an-email" })).status).toBe(400);
    expect((await post("not json")).status).toBe(400);
  });

  it(`answers 429 with Retry-After after ${CONTACT_RATE_LIMIT.max} messages from one client`, async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await post(VALID, ip)).status).toBe(200);
    const limited = await post(VALID, ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error).toBe(CONTACT_RATE_LIMITED_MESSAGE);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);
    // Another client is not affected.
    expect((await post(VALID, "198.51.100.8")).status).toBe(200);
  });

  it("counts concurrent requests atomically", async () => {
    const ip = "198.51.100.9";
    const statuses = await Promise.all(Array.from({ length: 8 }, () => post(VALID, ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - CONTACT_RATE_LIMIT.max);
  });

  it("keeps the message and records the error when mail delivery fails", async () => {
    const failing: MailProvider = { name: "smtp", send: () => Promise.reject(new Error("SMTP connection refused")) };
    const logged: unknown[] = [];
    const { app: failingApp, deps } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail: failing },
    });
    deps.logger.error = (...args: unknown[]) => void logged.push(args);
    const res = await post({ ...VALID, subject: "Delivery will fail" }, undefined, failingApp);
    expect(res.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, "Delivery will fail"));
    expect(row).toMatchObject({ deliveredAt: null, deliveryError: "SMTP connection refused" });
    expect(logged).toHaveLength(1);
  });
});
