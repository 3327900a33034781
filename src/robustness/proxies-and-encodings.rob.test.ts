import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoopbackServer, type LoopbackServer } from "../test/fetch-test-support";
import { signUpConfirmed } from "../test/accounts";
import type { TestClient } from "../test/auth-client";
import { serveOnLoopback, startLoopbackTestApp, type LoopbackApp, type LoopbackTestApp } from "../test/loopback-app";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";

/**
 * Issue 13's red-team findings, replayed as an attacker would over real loopback HTTP: a client
 * rotating X-Forwarded-For behind a trusted proxy, and product pages whose Content-Encoding
 * stacks thousands of codings or nests compression bombs.
 */

describe("a client rotating X-Forwarded-For behind a trusted proxy (TRUST_PROXY=true)", () => {
  let server: LoopbackTestApp;

  beforeAll(async () => {
    server = await startLoopbackTestApp({
      config: testConfig({ TRUST_PROXY: "true" }),
      deps: { mail: createMemoryMail() },
    });
  });
  afterAll(() => server.stop());

  it("is still limited by the address the proxy appended: the 4th sign-in is 429", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      // What nginx forwards by default: the client's own header, then the address it saw.
      const res = await server.client().request("/api/auth/sign-in/email", {
        json: { email: "target@example.com", password: `guess-number-${i}` },
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.9` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array<number>(9).fill(429));
  });
});

/** ~4,000 codings: as many as fit in the 16 KB header block undici accepts. */
const LAYERS = 4000;
const PAGE = Buffer.from("<!doctype html><html><head><title>Kettle</title></head><body><h1>Kettle</h1></body></html>");

/** The page compressed LAYERS times over, each layer valid: every decoder would have work to do. */
function layeredBody(): Buffer {
  let body = PAGE;
  for (let i = 0; i < LAYERS; i += 1)
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } });
  return body;
}

type Attack = { statuses: number[]; errors: string[]; elapsedMs: number; healthMs: number[]; rssGrowth: number };

describe("product pages with layered Content-Encoding", () => {
  let database: TestDatabase;
  let server: LoopbackApp;
  let shop: LoopbackServer;
  let sellers: TestClient[];
  const mail = createMemoryMail();

  beforeAll(async () => {
    const layered = layeredBody();
    // 64 MB of spaces compressed twice: a few KB on the wire, far over the 5 MB cap once decoded.
    const nestedBomb = gzipSync(gzipSync(Buffer.alloc(64 * 1024 * 1024, " ")));
    shop = await startLoopbackServer((req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.url === "/layered") {
        res.setHeader("content-encoding", Array<string>(LAYERS).fill("br").join(","));
        return res.end(layered);
      }
      res.setHeader("content-encoding", "gzip, gzip");
      res.end(nestedBomb);
    });
    database = await createTestDatabase();
    // Ten sign-ups from one address would meet the sign-up limit, which is not under test here.
    const config = testConfig({ FETCH_ALLOW_HOSTS: shop.hostPort, RATE_LIMIT_DISABLED: "true" });
    server = await serveOnLoopback(createTestApp({ database, config, deps: { mail } }).app);
    // Ten sellers with their free credit, so each request reaches the fetcher.
    sellers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signUpConfirmed(server.app, mail, `layered-${i}@example.com`)),
    );
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
    await database.drop();
  });

  /** Every seller asks for a script from `page` at once, while /api/health is polled. */
  async function attack(page: string): Promise<Attack> {
    const healthMs: number[] = [];
    let running = true;
    const pollHealth = (async () => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/health`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        healthMs.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const answers = await Promise.all(
      sellers.map((seller) =>
        seller.request("/api/scripts", { json: { productLink: `${shop.origin}${page}`, language: "en" } }),
      ),
    );
    const elapsedMs = performance.now() - started;
    clearInterval(sampler);
    running = false;
    await pollHealth;
    const errors = await Promise.all(answers.map(async (r) => ((await r.json()) as { error?: string }).error ?? ""));
    return { statuses: answers.map((r) => r.status), errors, elapsedMs, healthMs, rssGrowth: rssPeak - rssBefore };
  }

  /** Generous bounds for a loaded 2-core machine; the attack took seconds and gigabytes before the fix. */
  function expectContained(result: Attack, error: string) {
    const where = JSON.stringify({ ...result, healthMs: result.healthMs.map(Math.round) });
    expect(
      result.statuses.every((s) => s >= 400 && s < 500),
      where,
    ).toBe(true);
    expect(new Set(result.errors), where).toEqual(new Set([error]));
    expect(result.elapsedMs, where).toBeLessThan(3000);
    expect(result.healthMs.length, where).toBeGreaterThan(0);
    expect(Math.max(...result.healthMs), where).toBeLessThan(500);
    expect(result.rssGrowth, where).toBeLessThan(256 * 1024 * 1024);
  }

  it("4,000 stacked codings: 10 concurrent script requests answer 4xx within 3 s in total; health stays under 500 ms", async () => {
    expectContained(await attack("/layered"), "This link doesn't point to a web page we can read.");
  });

  it("a compression bomb nested in two codings: the same, refused at the 5 MB cap", async () => {
    expectContained(await attack("/bomb"), "The product page is too large to read.");
  });
});
