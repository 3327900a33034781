import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages";
import type { BatchPreview } from "../shared/batches/batch-schemas";
import { batches } from "../server/db/schema/index";
import type { DnsLookup } from "../server/fetch/fetch-options";
import { signUpConfirmed } from "../test/accounts";
import { createApiKeyFor, keyClient } from "../test/api-kit";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig, testDnsLookup } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";

/*
 * Issue 26 (low finding): links of a batch that point into private networks were accepted and
 * refused one item at a time by the fetch guard. They are refused when the batch is created (and
 * shown at preview), naming the rows, on the cookie route and on /api/v1. Failed before the fix.
 */

/** The test's resolver: these names point into private networks; the rest as in every test (no real DNS). */
const PRIVATE_NAMES: Record<string, string> = {
  "intranet.shop.example.com": "10.1.2.3",
  "metadata.shop.example.com": "169.254.169.254",
  "loop.shop.example.com": "127.0.0.1",
};
const asked: string[] = [];
const privateDns: DnsLookup = (hostname) => {
  asked.push(hostname);
  const address = PRIVATE_NAMES[hostname.toLowerCase()];
  return address ? Promise.resolve([{ address, family: 4 }]) : testDnsLookup(hostname);
};

const ITEMS = [
  { productLink: "https://shop.example.com/products/mug" },
  { productLink: "https://intranet.shop.example.com/products/mug" },
  { productLink: "http://169.254.169.254/latest/meta-data/" },
  { productLink: "https://shop.example.com/products/apron" },
  { productLink: "https://loop.shop.example.com/admin" },
  { productLink: "http://[::1]:8080/products/x" },
  { productLink: "https://metadata.shop.example.com/" },
];
const PRIVATE_ROWS = [2, 3, 5, 6, 7];

describe(`private links in a batch are refused at creation (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, dnsLookup: privateDns },
    }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
    // Safety net: names went to the test's resolver (never the system's), which sends nothing anywhere.
    expect(asked).toContain("intranet.shop.example.com");
  });

  const batchCount = async () => (await database.db.select({ n: count() }).from(batches))[0]!.n;

  it("shows the rows at preview and refuses the cookie route's batch, naming them", async () => {
    const seller = await signUpConfirmed(app, mail, "private-links@example.com");
    const preview = await seller.request("/api/batches/preview", { json: { items: ITEMS } });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const rows = ((await preview.json()) as BatchPreview).rows;
    const refused = rows.filter((row) => row.problems.includes(MESSAGES.fetch.privateAddress)).map((row) => row.row);
    expect(refused).toEqual(PRIVATE_ROWS);

    const before = await batchCount();
    const start = await seller.request("/api/batches", { json: { items: ITEMS } });
    expect(start.status).toBe(400);
    const body = (await start.json()) as { error: string; code: string };
    expect(body.code).toBe("invalid_rows");
    expect(body.error).toContain(`Row 2: ${MESSAGES.fetch.privateAddress}`);
    expect(body.error).toContain(`Row 3: ${MESSAGES.fetch.privateAddress}`);
    expect(body.error).toContain("(2 more rows have problems.)");
    expect(await batchCount()).toBe(before);
  });

  it("refuses the same batch on /api/v1 with invalid_rows", async () => {
    const seller = await signUpConfirmed(app, mail, "private-links-api@example.com");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    const before = await batchCount();
    const res = await api("/api/v1/batches", { json: { items: ITEMS } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_rows");
    expect(body.error.message).toContain(`Row 2: ${MESSAGES.fetch.privateAddress}`);
    expect(await batchCount()).toBe(before);
  });

  it("passes public links (and leaves names that do not resolve to the item's own fetch)", async () => {
    const seller = await signUpConfirmed(app, mail, "public-links@example.com");
    // Preview only: nothing is queued, so nothing is fetched.
    const res = await seller.request("/api/batches/preview", {
      json: {
        items: [
          { productLink: "https://shop.example.com/products/ok" },
          { productLink: "https://nowhere.invalid/products/unknown" },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = (await res.json()) as BatchPreview;
    expect(preview.rows.map((row) => row.problems)).toEqual([[], []]);
    expect(preview.valid).toBe(2);
  });
});
