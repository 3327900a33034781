/**
 * Fair sharing (issue 26), measured:
 * 1. Speech: seller B's one-sentence audio alone, then while seller A (a 200-entry pronunciation
 *    dictionary, long scripts just under the spoken-text cap) keeps the engine busy with several at
 *    once; through the app's fair queue (SPEECH_CONCURRENCY instances of the embedded engine, whose
 *    threads are shared between sellers step by step, decision 103), and, for reference, through
 *    the queue as it was (whole calls, one per lane). B runs again and again while A's calls last,
 *    so it meets each phase of A's work. Target: B within 2× its time alone. B alone is measured
 *    --alone-runs times before A and again after; its own spread around its median is printed beside,
 *    so a run over 2× can be told from the machine's noise.
 * 2. Progress streams: seller A opens 300 progress streams on a running 300-item batch (the cap
 *    refuses all but a few); seller B's GET /api/credits p99 meanwhile. Target: p99 < 50 ms.
 *
 *   npm run bench:fairness [-- --duration 10 --connections 20]
 *
 * In-process app on loopback, on PGlite (or the PostgreSQL of BENCH_DATABASE_URL, in a scratch database).
 */
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { batches, batchItems, users } from "../src/server/db/schema/index";
import { createEspeakSpeechProvider } from "../src/server/providers/speech/espeak/espeak-provider";
import type { PronunciationRule } from "../src/server/providers/speech/apply-pronunciations";
import type { SpeechInput, SpeechProvider } from "../src/server/providers/speech/speech-provider";
import { createFairSpeechQueue, fairSpeechOptions, speechLanes } from "../src/server/speech-queue/fair-speech-queue";
import { signUpConfirmed } from "../src/test/accounts";
import { createMemoryMail } from "../src/test/memory-mail";
import { createTestApp, testConfig } from "../src/test/test-app";
import { createTestDatabase } from "../src/test/test-database";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = flag("duration", 10);
const CONNECTIONS = flag("connections", 20);
const A_CALLS = flag("a-calls", 4);
/** B alone, before A's calls and again after them: the baseline, and the machine's own spread around it. */
const ALONE_RUNS = flag("alone-runs", 15);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const SENTENCE = "This linen apron has two deep pockets and adjustable straps.";
const DICTIONARY: PronunciationRule[] = Array.from({ length: 200 }, (_, i) => ({
  term: `Model${i}`,
  sayAs: `model number ${i} with a long respelling that the engine has to read out loud`,
}));
/** About 1,900 characters as typed, about 7,600 spoken with the dictionary: under the cap. */
const LONG_SCRIPT = Array.from({ length: 100 }, (_, i) => `Model${i % 200} is sturdy.`).join(" ");

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function speechFairness(): Promise<void> {
  const concurrency = loadConfig({}).SPEECH_CONCURRENCY;
  const input = (sellerId: string, text: string, rules?: PronunciationRule[]): SpeechInput => ({
    sellerId,
    text,
    language: "en",
    voice: "alloy",
    ...(rules ? { pronunciations: rules } : {}),
  });
  const measure = async (engine: SpeechProvider, label: string) => {
    await engine.warmUp?.();
    await engine.synthesize(input("B", SENTENCE));
    // B alone before A's calls and again after them: on a shared machine the load moves during the
    // run, and one baseline taken at a quiet (or busy) moment skews every ratio.
    const aloneRuns: number[] = [];
    const alone = async () => {
      for (let i = 0; i < ALONE_RUNS; i += 1) {
        aloneRuns.push(await timed(() => engine.synthesize(input("B", SENTENCE))));
      }
    };
    await alone();
    let aDone = false;
    const started = performance.now();
    const aLoad = Promise.all(
      Array.from({ length: A_CALLS }, () => engine.synthesize(input("A", LONG_SCRIPT, DICTIONARY))),
    ).finally(() => (aDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // B again and again while A's calls run: it meets every phase of A's work (prepare, render,
    // mastering, encoding), not only the first.
    const loaded: number[] = [];
    do {
      loaded.push(await timed(() => engine.synthesize(input("B", SENTENCE))));
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (!aDone);
    await aLoad;
    const aTime = performance.now() - started;
    const aloneBefore = median(aloneRuns);
    await alone();
    const aloneAfter = median(aloneRuns.slice(ALONE_RUNS));
    const base = median(aloneRuns);
    const sorted = [...loaded].sort((x, y) => x - y);
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
    const worst = sorted.at(-1)!;
    const within = loaded.filter((ms) => ms <= 2 * base).length;
    // The machine's own spread: B alone measured against its own median, as B beside A is.
    const aloneSorted = [...aloneRuns].sort((x, y) => x - y);
    const aloneWithin = aloneRuns.filter((ms) => ms <= 2 * base).length;
    console.log(
      `${label.padEnd(40)} B alone ${seconds(base)} (before A ${seconds(aloneBefore)}, after ${seconds(aloneAfter)})  B with A (${loaded.length} runs): first ${seconds(loaded[0]!)}  median ${seconds(median(loaded))} (ratio ${(median(loaded) / base).toFixed(2)})  p90 ${seconds(p90)} (${(p90 / base).toFixed(2)})  worst ${seconds(worst)} (${(worst / base).toFixed(2)})  within 2x: ${within}/${loaded.length}  (A's ${A_CALLS} calls took ${seconds(aTime)})`,
    );
    console.log(
      `${"".padEnd(40)} B alone against its own median (${aloneRuns.length} runs): p90 ${(aloneSorted[Math.floor(aloneSorted.length * 0.9)]! / base).toFixed(2)}  worst ${(aloneSorted.at(-1)! / base).toFixed(2)}  within 2x: ${aloneWithin}/${aloneRuns.length}`,
    );
    await engine.close?.();
  };
  console.log(`Speech: A = ${A_CALLS} scripts of ${LONG_SCRIPT.length} characters with a 200-entry dictionary`);
  await measure(
    createFairSpeechQueue(
      speechLanes(() => createEspeakSpeechProvider(), concurrency),
      fairSpeechOptions(false, concurrency),
    ),
    `fair steps (${concurrency} lane${concurrency > 1 ? "s" : ""}, as the app)`,
  );
  // The queue as it was before decision 103: whole calls, one per lane, so B waits for A's call.
  await measure(
    createFairSpeechQueue(
      speechLanes(() => createEspeakSpeechProvider(), concurrency),
      { concurrency, perSellerInFlight: 1 },
    ),
    "whole calls, one per lane (before)",
  );
}

async function streamsFairness(): Promise<void> {
  const database = await createTestDatabase();
  const mail = createMemoryMail();
  const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
  const { app, deps } = createTestApp({ database, config, deps: { mail } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const a = await signUpConfirmed(app, mail, "seller-a@example.com");
    const b = await signUpConfirmed(app, mail, "seller-b@example.com");
    const [aUser] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "seller-a@example.com"));
    const [batch] = await database.db
      .insert(batches)
      .values({ userId: aUser!.id, total: 300, source: "links" })
      .returning({ id: batches.id });
    await database.db.insert(batchItems).values(
      Array.from({ length: 300 }, (_, i) => ({
        batchId: batch!.id,
        userId: aUser!.id,
        position: i + 1,
        specifications: `Item ${i + 1}`,
        language: "en",
        voice: "alloy",
        temperature: 0.7,
      })),
    );
    const run = (duration: number) =>
      autocannon({
        url: `${base}/api/credits`,
        connections: CONNECTIONS,
        duration,
        headers: { cookie: b.cookieHeader() },
      });
    await run(2);
    const quiet = await run(DURATION);
    const controllers: AbortController[] = [];
    const statuses = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const controller = new AbortController();
        controllers.push(controller);
        const res = await fetch(`${base}/api/batches/${batch!.id}/events`, {
          headers: { cookie: a.cookieHeader() },
          signal: controller.signal,
        });
        if (res.status !== 200) await res.body?.cancel();
        return res.status;
      }),
    );
    const open = statuses.filter((s) => s === 200).length;
    const busy = await run(DURATION);
    for (const controller of controllers) controller.abort();
    console.log(`Streams: A asked for 300, ${open} opened, ${statuses.filter((s) => s === 429).length} refused (429)`);
    for (const [label, result] of [
      ["B's /api/credits, quiet", quiet],
      ["B's /api/credits, A's streams open", busy],
    ] as const) {
      console.log(
        `${label.padEnd(36)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
      );
    }
  } finally {
    server.close();
    await deps.speech.close?.();
    await database.drop();
  }
}

await speechFairness();
await streamsFairness();
process.exit(0);
