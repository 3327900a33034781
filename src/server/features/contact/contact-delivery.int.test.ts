import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryMail } from "../../../test/memory-mail";
import { testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { contactMessages } from "../../db/schema/index";
import { createLogger } from "../../logger";
import type { MailMessage, MailProvider } from "../../providers/mail/mail-provider";
import { CONTACT_DELIVERY, retryContactDeliveries, type ContactDeliveryDeps } from "./contact-delivery";
import { submitContactMessage } from "./contact.service";

const MINUTE = 60_000;

/** A mail server that can be switched off and on, and that counts every attempt. */
function switchableMail(delayMs = 0) {
  const memory = createMemoryMail();
  let up = true;
  let attempts = 0;
  const mail: MailProvider = {
    name: "smtp",
    async send(message: MailMessage) {
      attempts += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!up) throw new Error("SMTP connection refused");
      await memory.send(message);
    },
  };
  return {
    mail,
    sent: memory.sent,
    attempts: () => attempts,
    setUp: (value: boolean) => {
      up = value;
    },
  };
}

describe("contact messages whose mail failed are tried again", () => {
  let database: TestDatabase;
  const config = testConfig({ CONTACT_TO: "team@shelftalk.test" });
  const logger = createLogger("silent");
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const deps = (mail: MailProvider): ContactDeliveryDeps => ({ db: database.db, mail, config, logger });
  const rowOf = async (id: string) =>
    (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
  const message = (subject: string) => ({ name: "Dana", email: "dana@example.com", subject, message: "Hello there." });

  it("delivers a message once the mail server is back, when its retry is due, and only once", async () => {
    const server = switchableMail();
    server.setUp(false);
    const submitted = new Date();
    const { id, delivered } = await submitContactMessage(deps(server.mail), message("Retry me"));
    expect(delivered).toBe(false);
    expect(await rowOf(id)).toMatchObject({
      deliveredAt: null,
      deliveryError: "SMTP connection refused",
      deliveryAttempts: 1,
    });

    server.setUp(true);
    // Not due yet: the first retry waits five minutes.
    expect(await retryContactDeliveries(deps(server.mail), new Date(submitted.getTime() + 4 * MINUTE))).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(await retryContactDeliveries(deps(server.mail), new Date(submitted.getTime() + 6 * MINUTE))).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({
      to: "team@shelftalk.test",
      replyTo: "dana@example.com",
      subject: "[ShelfTalk contact] Retry me",
    });
    expect(await rowOf(id)).toMatchObject({ deliveryError: null, nextAttemptAt: null, deliveryAttempts: 2 });
    expect((await rowOf(id)).deliveredAt).toBeInstanceOf(Date);
    await retryContactDeliveries(deps(server.mail), new Date(submitted.getTime() + 24 * 60 * MINUTE));
    expect(server.sent).toHaveLength(1);
  });

  it("gives up after six attempts spread over hours", async () => {
    const server = switchableMail();
    server.setUp(false);
    const start = new Date();
    const { id } = await submitContactMessage(deps(server.mail), message("Never delivered"));
    for (let minutes = 5; minutes <= 24 * 60; minutes += 5) {
      await retryContactDeliveries(deps(server.mail), new Date(start.getTime() + minutes * MINUTE));
    }
    expect(server.attempts()).toBe(CONTACT_DELIVERY.maxAttempts);
    expect(await rowOf(id)).toMatchObject({
      deliveredAt: null,
      nextAttemptAt: null,
      deliveryAttempts: CONTACT_DELIVERY.maxAttempts,
      deliveryError: "SMTP connection refused",
    });
  });

  it("mails a message once when two processes sweep at the same moment", async () => {
    const server = switchableMail(50);
    server.setUp(false);
    const start = new Date();
    const { id } = await submitContactMessage(deps(server.mail), message("Swept twice"));
    server.setUp(true);
    const due = new Date(start.getTime() + 6 * MINUTE);
    await Promise.all([retryContactDeliveries(deps(server.mail), due), retryContactDeliveries(deps(server.mail), due)]);
    expect(server.sent.filter((m) => m.subject === "[ShelfTalk contact] Swept twice")).toHaveLength(1);
    expect((await rowOf(id)).deliveryAttempts).toBe(2);
  });

  it("finds a message whose process died before its first mail was sent", async () => {
    const server = switchableMail();
    // What a crash right after the insert leaves: one attempt counted, none recorded.
    const [row] = await database.db
      .insert(contactMessages)
      .values({ ...message("Crashed"), deliveryAttempts: 1, nextAttemptAt: new Date(Date.now() - MINUTE) })
      .returning();
    expect(await retryContactDeliveries(deps(server.mail))).toEqual({ delivered: 1, failed: 0 });
    expect((await rowOf(row!.id)).deliveredAt).toBeInstanceOf(Date);
  });
});
