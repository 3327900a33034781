import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { createTestApp } from "../../../test/test-app";

describe("GET /api/health", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop().catch(() => undefined);
  });

  it("answers 200 when the database is reachable", async () => {
    const { app } = createTestApp({ database });
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("lets concurrent checks share one ping, and pings again for the next check", async () => {
    const { app } = createTestApp({ database });
    const realPing = database.ping.bind(database);
    let pings = 0;
    database.ping = () => {
      pings += 1;
      return realPing();
    };
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, async () => app.request("/api/health")));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      expect(pings).toBe(1);
      await app.request("/api/health");
      expect(pings).toBe(2);
    } finally {
      database.ping = realPing;
    }
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const { app } = createTestApp({ database });
    const res = await app.request("/api/definitely-missing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("answers 503 when the database is not reachable", async () => {
    const { app } = createTestApp({ database });
    await database.close();
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", database: "down" });
  });
});
