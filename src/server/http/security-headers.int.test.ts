import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveOnLoopback, type LoopbackApp } from "../../test/loopback-app";
import { createTestApp, testConfig } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";

/** HSTS only means something on https: a browser ignores it on http, and it misleads a reader of the headers. */
describe("Strict-Transport-Security", () => {
  let database: TestDatabase;
  let direct: LoopbackApp;
  let proxied: LoopbackApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    direct = await serveOnLoopback(createTestApp({ database, config: testConfig() }).app);
    proxied = await serveOnLoopback(createTestApp({ database, config: testConfig({ TRUST_PROXY: "true" }) }).app);
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    await database.drop();
  });

  const hsts = async (server: LoopbackApp, headers: Record<string, string> = {}) =>
    (await fetch(`${server.url}/api/health`, { headers })).headers.get("strict-transport-security");

  it("is not sent on plain http, and a client's own X-Forwarded-Proto does not change that", async () => {
    expect(await hsts(direct)).toBeNull();
    expect(await hsts(direct, { "x-forwarded-proto": "https" })).toBeNull();
  });

  it("is sent when a trusted proxy says the browser used https", async () => {
    expect(await hsts(proxied, { "x-forwarded-proto": "https" })).toMatch(/max-age=\d+/);
    expect(await hsts(proxied, { "x-forwarded-proto": "http" })).toBeNull();
    // The client wrote "https"; the proxy appended what it really saw.
    expect(await hsts(proxied, { "x-forwarded-proto": "https, http" })).toBeNull();
  });
});
