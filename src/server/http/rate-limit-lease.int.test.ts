import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../test/test-database";
import { requestLimits } from "../db/schema/index";
import { LeasedRateLimiter, reserveRateLimit } from "./rate-limit-lease";

describe(`rate limits counted in leases (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const countOf = async (key: string) =>
    (await database.db.select().from(requestLimits).where(eq(requestLimits.key, key)))[0]?.count ?? 0;

  it("grants only the part of a reservation that fits under the limit, exactly, whatever the order", async () => {
    const rule = { max: 10, windowSeconds: 60 };
    const asks = [4, 4, 4, 1, 3];
    const granted = await Promise.all(asks.map((want) => reserveRateLimit(database.db, "reserve", rule, want)));
    expect(granted.reduce((sum, r) => sum + r.granted, 0)).toBe(10);
    expect(await countOf("reserve")).toBe(16); // every reservation counted; only 10 granted
    expect(Math.min(...granted.map((r) => r.sharedLeft))).toBe(0); // the last one saw the count past max
    for (const r of granted) expect(r.windowLeftMs).toBeGreaterThan(55_000);
  });

  it("never allows more than the limit across two processes hammering one key, and wastes little", async () => {
    const rule = { max: 200, windowSeconds: 60 };
    // Two limiters are two processes: each holds its own leases of the shared count.
    const processes = [new LeasedRateLimiter(database.db), new LeasedRateLimiter(database.db)];
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => processes[i % 2]!.consume("two-processes", rule)),
    );
    const allowed = answers.filter((a) => a.allowed).length;
    expect(allowed).toBeLessThanOrEqual(200);
    // At most a tenth of the limit per process may sit unspent in a lease.
    expect(allowed).toBeGreaterThanOrEqual(200 - 2 * 20);
    for (const refused of answers.filter((a) => !a.allowed)) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.remaining).toBe(0);
    }
    // Far fewer writes than requests: leases double up to a tenth of the limit.
    expect(await countOf("two-processes")).toBeLessThan(260);
  });

  it("keeps the bound when both processes come back one by one, and refuses from memory once used up", async () => {
    const rule = { max: 7, windowSeconds: 60 };
    const [a, b] = [new LeasedRateLimiter(database.db), new LeasedRateLimiter(database.db)];
    const statuses: boolean[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await (i % 3 === 0 ? a : b).consume("sequential", rule)).allowed);
    expect(statuses.filter(Boolean).length).toBeLessThanOrEqual(7);
    expect(statuses.filter(Boolean).length).toBeGreaterThanOrEqual(7 - 2);
    const counted = await countOf("sequential");
    for (let i = 0; i < 50; i += 1) expect((await a.consume("sequential", rule)).allowed).toBe(false);
    expect(await countOf("sequential")).toBe(counted); // no write for a refusal once the window is used up
  });

  it("answers like the per-request counter for one process: remaining, reset, then 429, and a new window", async () => {
    const rule = { max: 3, windowSeconds: 1 };
    const limiter = new LeasedRateLimiter(database.db);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limiter.consume("one-process", rule));
    expect(answers.map((a) => [a.allowed, a.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(answers[0]!.resetSeconds).toBe(1);
    expect(answers[3]!.retryAfterSeconds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await limiter.consume("one-process", rule)).toMatchObject({ allowed: true, remaining: 2 });
  });
});
