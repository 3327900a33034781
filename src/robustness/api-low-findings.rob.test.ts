import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvLine } from "../server/features/batches/manifest-csv";
import type { DnsLookup } from "../server/fetch/fetch-options";
import { signUpConfirmed } from "../test/accounts";
import { createApiKeyFor, keyClient } from "../test/api-kit";
import { TEST_ORIGIN } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig, testDnsLookup } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";

/*
 * Issue 26's low findings about the developer API, one test each; every one failed before its fix.
 */

type V1ErrorBody = { error: { code: string; message: string; request_id: string } };
type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

/** A resolver under the test's control: these names point into private networks, the rest as in every test. */
const hostileDns: DnsLookup = (hostname) => {
  const privateNames: Record<string, string> = {
    "hooks.rebind.example.com": "10.20.30.40",
    "metadata.shop.example.com": "169.254.169.254",
    "loop.shop.example.com": "127.0.0.1",
  };
  const address = privateNames[hostname.toLowerCase()];
  return address ? Promise.resolve([{ address, family: 4 }]) : testDnsLookup(hostname);
};

describe(`API low findings (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let open: ReturnType<typeof createTestApp>;
  let limited: ReturnType<typeof createTestApp>;
  const loggedErrors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    open = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, dnsLookup: hostileDns },
    });
    open.deps.logger.error = (obj: unknown) => {
      loggedErrors.push(obj);
    };
    limited = createTestApp({
      database,
      config: testConfig({ API_RATE_LIMIT_PER_MINUTE: "5", API_SELLER_RATE_LIMIT_PER_MINUTE: "8" }),
      deps: { mail },
    });
  });
  afterAll(async () => {
    await open.deps.speech.close?.();
    await limited.deps.speech.close?.();
    await database.drop();
  });

  it("answers malformed JSON on every /api/v1 body route with 400 invalid_json, logging no error", async () => {
    const seller = await signUpConfirmed(open.app, mail, "json@example.com");
    // An admin key reaches every body route (site settings need admin, decision 122), so each answer is the body's.
    const { key } = await createApiKeyFor(seller, "Test key", "admin");
    const spec = (await (await open.app.request("http://localhost:3000/api/v1/openapi.json")).json()) as OpenApi;
    const bodyRoutes = Object.entries(spec.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.requestBody)
        .map(([method]) => ({ method: method.toUpperCase(), path: p.replace(/\{\w+\}/g, crypto.randomUUID()) })),
    );
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(4);
    for (const bad of ['{"url": "https://x', "not json at all", "{,}", '{"a":1}}']) {
      for (const route of bodyRoutes) {
        const res = await open.app.request(`${TEST_ORIGIN}/api/v1${route.path}`, {
          method: route.method,
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: bad,
        });
        expect(res.status, `${route.method} ${route.path} ${bad}`).toBe(400);
        const body = (await res.json()) as V1ErrorBody;
        expect(body.error.code).toBe("invalid_json");
        expect(body.error.request_id).not.toBe("");
      }
    }
    expect(loggedErrors).toEqual([]);
  });

  it("limits a seller across all their keys, not only per key", async () => {
    const seller = await signUpConfirmed(limited.app, mail, "many-keys@example.com");
    const keys = [];
    for (const name of ["a", "b", "c"]) keys.push(keyClient(limited.app, (await createApiKeyFor(seller, name)).key));
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1)
      for (const api of keys) statuses.push((await api("/api/v1/credits")).status);
    // 12 requests, at most 4 per key (under the key's 5): the seller's 8 a minute is what stops them.
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
    const refused = await keys[0]!("/api/v1/credits");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as V1ErrorBody).error.code).toBe("rate_limited");
  });

  it("limits how many keys a seller can create in an hour", async () => {
    const seller = await signUpConfirmed(limited.app, mail, "key-churn@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await seller.request("/api/keys", { json: { name: `key ${i}` } });
      statuses.push(res.status);
      const created = (await res.json()) as { id?: string };
      // Revoke-and-mint: revoking does not give the creation back.
      if (created.id) await seller.request(`/api/keys/${created.id}`, { method: "DELETE" });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
  });

  it("refuses webhook names that resolve to private addresses at registration, in webhook words", async () => {
    const seller = await signUpConfirmed(open.app, mail, "dns-hooks@example.com");
    const api = keyClient(open.app, (await createApiKeyFor(seller)).key);
    for (const host of ["hooks.rebind.example.com", "metadata.shop.example.com", "loop.shop.example.com"]) {
      const url = `https://${host}/shelftalk`;
      const viaCookie = await seller.request("/api/webhooks", { json: { url, events: ["audio.completed"] } });
      expect(viaCookie.status, host).toBe(400);
      const cookieBody = (await viaCookie.json()) as { error: string; code: string };
      expect(cookieBody.code).toBe("invalid_webhook_url");
      expect(cookieBody.error).toMatch(/webhook/i);
      expect(cookieBody.error).not.toMatch(/product|link|page/i);
      const viaKey = await api("/api/v1/webhooks", { json: { url, events: ["audio.completed"] } });
      expect(viaKey.status, host).toBe(400);
      expect(((await viaKey.json()) as V1ErrorBody).error.code).toBe("invalid_webhook_url");
    }
    // A name that does not resolve is refused too; a public one is taken.
    const unknown = await api("/api/v1/webhooks", {
      json: { url: "https://nowhere.invalid/x", events: ["audio.completed"] },
    });
    expect(unknown.status).toBe(400);
    const fine = await api("/api/v1/webhooks", {
      json: { url: "https://hooks.example.com/x", events: ["audio.completed"] },
    });
    expect(fine.status).toBe(201);
  });

  it("defuses manifest cells that any common list separator could turn into a formula", () => {
    const titles = ["x;=1+1", "a|@SUM(A1)", "tab\t-2+3", 'q; "=cmd|/c calc"', "b,+1", "line\n=1", "Cotton; 20% off"];
    const line = csvLine(titles);
    for (const delimiter of [",", ";", "\t", "|"]) {
      // As a spreadsheet reads it (quotes honoured) and as a naive splitter does (quotes ignored).
      const quoted: string[][] = parse(line, { delimiter, relax_quotes: true, relax_column_count: true });
      const naive = line.split(/\r?\n/).flatMap((row) => row.split(delimiter));
      for (const cell of [...quoted.flat(), ...naive])
        expect(cell.trimStart().replace(/^"+/, ""), `${JSON.stringify(delimiter)}: ${cell}`).not.toMatch(/^[=+\-@]/);
    }
    // A cell without a formula start reads back unchanged.
    const commaRows: string[][] = parse(line, { delimiter: "," });
    expect(commaRows[0]?.at(-1)).toBe("Cotton; 20% off");
  });
});
