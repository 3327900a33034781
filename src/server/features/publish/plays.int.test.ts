import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { BROWSER_AGENT, generateAudio, libraryItem, publish } from "../../../test/publish-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import type { ListeningFigures, PublishInfo } from "../../../shared/publish/publish-schemas";
import { audioListens, requestLimits } from "../../db/schema/index";
import { utcDay } from "./listener-hash";
import { PLAY_LIMITS } from "./plays.service";

const APP = "http://localhost:3000";

describe("the play beacon and listening figures", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let owner: TestClient;
  let stranger: TestClient;
  let audioId: string;
  let info: PublishInfo;

  /** A beacon as navigator.sendBeacon sends it from a shop page: text/plain, another origin, an address. */
  const beacon = (
    body: string,
    options: { ip?: string; agent?: string; publicId?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(`${APP}/api/plays/${options.publicId ?? info.publicId}`, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin: "http://shop.example",
        "user-agent": options.agent ?? BROWSER_AGENT,
        "x-forwarded-for": options.ip ?? "203.0.113.7",
        ...options.headers,
      },
      body,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    // Rate limits on: the beacon's own limit is part of what is tested. TRUST_PROXY: addresses from X-Forwarded-For.
    ({ app, deps } = createTestApp({ database, config: testConfig({ TRUST_PROXY: "true" }), deps: { mail } }));
    owner = await signUpConfirmed(app, mail, "figures@example.com", { "x-forwarded-for": "198.51.100.1" });
    stranger = await signUpConfirmed(app, mail, "nosy@example.com", { "x-forwarded-for": "198.51.100.2" });
    audioId = (await generateAudio(owner, "Walnut desk organiser with three trays. Hand-oiled. Ships flat.")).id;
    info = await publish(owner, audioId);
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("counts a play once per listener and day, moves completion forward only, sets and reads no cookie", async () => {
    const play = await beacon("play", { headers: { cookie: "better-auth.session_token=stolen" } });
    expect(play.status).toBe(204);
    expect(play.headers.get("set-cookie")).toBeNull();
    expect(play.headers.get("access-control-allow-origin")).toBe("*");
    expect((await beacon("play")).status).toBe(204); // the same listener again: not counted twice
    expect(await libraryItem(owner, audioId)).toMatchObject({ plays: 1, average_completion: 0 });

    expect((await beacon("50")).status).toBe(204);
    expect((await beacon("25")).status).toBe(204); // backwards: ignored
    expect((await libraryItem(owner, audioId)).average_completion).toBe(50);
    await beacon("100");
    // A second listener (another browser at another address) who stops at a quarter.
    await beacon("play", { ip: "203.0.113.8" });
    await beacon("25", { ip: "203.0.113.8" });
    expect(await libraryItem(owner, audioId)).toMatchObject({ plays: 2, average_completion: 63 });
    // Progress from someone who never pressed play counts for nothing.
    await beacon("100", { ip: "203.0.113.9" });
    expect(await libraryItem(owner, audioId)).toMatchObject({ plays: 2, average_completion: 63 });
  });

  it("stores no address, only daily salted hashes", async () => {
    const listens = await database.db.select().from(audioListens);
    const limits = await database.db.select().from(requestLimits);
    expect(listens.length).toBeGreaterThan(0);
    const stored = JSON.stringify([listens, limits]);
    for (const ip of ["203.0.113.7", "203.0.113.8", "203.0.113.9"]) expect(stored).not.toContain(ip);
    for (const listen of listens) expect(listen.visitorHash).toMatch(/^[\w-]{32}$/);
  });

  it("does not count bots, HTTP libraries or requests without a browser's agent", async () => {
    const before = (await libraryItem(owner, audioId)).plays;
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ]) {
      expect((await beacon("play", { agent, ip: "192.0.2.50" })).status).toBe(204);
    }
    expect((await libraryItem(owner, audioId)).plays).toBe(before);
  });

  it(`bounds what one address can add: ${PLAY_LIMITS.listenersPerAddress} listeners per audio and day`, async () => {
    const before = (await libraryItem(owner, audioId)).plays;
    for (let i = 0; i < PLAY_LIMITS.listenersPerAddress + 5; i += 1) {
      await beacon("play", { ip: "192.0.2.77", agent: `${BROWSER_AGENT} Variant/${i}` });
    }
    expect((await libraryItem(owner, audioId)).plays).toBe(before + PLAY_LIMITS.listenersPerAddress);
    // An IPv6 host counts by its /64: rotating the interface id makes no new listener, nor escapes the cap.
    const v6Before = (await libraryItem(owner, audioId)).plays;
    for (let i = 1; i <= 5; i += 1) await beacon("play", { ip: `2001:db8:1:2::${i.toString(16)}` });
    expect((await libraryItem(owner, audioId)).plays).toBe(v6Before + 1);
    for (let i = 1; i <= PLAY_LIMITS.listenersPerAddress + 3; i += 1) {
      await beacon("play", { ip: `2001:db8:1:2:${i.toString(16)}::1`, agent: `${BROWSER_AGENT} Variant/${i}` });
    }
    expect((await libraryItem(owner, audioId)).plays).toBe(v6Before + PLAY_LIMITS.listenersPerAddress);
  });

  it(`rate-limits an address to ${PLAY_LIMITS.beaconsPerMinute} beacons a minute`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PLAY_LIMITS.beaconsPerMinute + 3; i += 1) {
      statuses.push((await beacon("25", { ip: "192.0.2.99" })).status);
    }
    expect(statuses.slice(0, PLAY_LIMITS.beaconsPerMinute).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(PLAY_LIMITS.beaconsPerMinute)).toEqual([429, 429, 429]);
  });

  it("accepts only a known public id and one of five short bodies", async () => {
    expect((await beacon("play", { publicId: "AAAAAAAAAAAAAAAAAAAAAAAA", ip: "192.0.2.1" })).status).toBe(404);
    expect((await beacon("play", { publicId: audioId, ip: "192.0.2.1" })).status).toBe(404);
    for (const body of ["", "pause", "60", '{"e":1}', "play play"]) {
      expect((await beacon(body, { ip: "192.0.2.2" })).status, body).toBe(400);
    }
    expect((await beacon("x".repeat(5000), { ip: "192.0.2.3" })).status).toBe(413);
  });

  it("gives the owner (only) plays per day for the last 30 days, and keeps them across an unpublish", async () => {
    expect((await stranger.request("/api/listening-figures")).status).toBe(200);
    expect(((await (await stranger.request("/api/listening-figures")).json()) as ListeningFigures).audios).toEqual([]);
    const figures = (await (await owner.request("/api/listening-figures")).json()) as ListeningFigures;
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toBe(utcDay(new Date()));
    const item = await libraryItem(owner, audioId);
    expect(figures.audios).toEqual([
      {
        id: audioId,
        published: true,
        plays: item.plays,
        average_completion: item.average_completion,
        daily: [...Array.from({ length: 29 }, () => 0), item.plays],
      },
    ]);
    await owner.request(`/api/audios/${audioId}/publish`, { method: "DELETE" });
    const after = (await (await owner.request("/api/listening-figures")).json()) as ListeningFigures;
    expect(after.audios[0]).toMatchObject({ published: false, plays: item.plays });
    expect((await libraryItem(owner, audioId)).plays).toBe(item.plays);
    expect((await beacon("play", { ip: "192.0.2.200" })).status).toBe(404);
  });
});
