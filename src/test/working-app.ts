import { afterAll, beforeAll } from "vitest";
import type { AppDeps } from "../server/deps";
import { ALL_JOBS } from "../server/jobs/all-jobs";
import { createScheduler, type Scheduler } from "../server/jobs/scheduler";
import { createLogger } from "../server/logger";
import { speechProviderFor } from "./fake-speech-provider";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "./fakes/openai-speech-server";
import { createMemoryMail } from "./memory-mail";
import { createTestApp, testConfig } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-database";

export type WorkingAppOptions = {
  /** testConfig overrides; JOB_CONCURRENCY follows `concurrency`. */
  config?: Record<string, string>;
  /** Runs of each parallel job at once (default 2). */
  concurrency?: number;
  /** Speak through a loopback fake of the OpenAI speech API: fast, and the engine is not what these tests test. */
  fakeSpeech?: boolean;
  deps?: Partial<AppDeps>;
};

/** What `useWorkingApp` gives a test file once its `beforeAll` has run. */
export type WorkingApp = {
  database: TestDatabase;
  app: ReturnType<typeof createTestApp>["app"];
  deps: AppDeps;
  scheduler: Scheduler;
  mail: ReturnType<typeof createMemoryMail>;
  /** The speech fake's server, with `fakeSpeech`. */
  speechServer?: FakeOpenAISpeechServer;
};

/**
 * An app whose jobs run, for the integration tests that follow work through the queue (batches,
 * shop syncs, webhooks, claims): a fresh test database, the scheduler on every job polling every
 * 0.5 s, the app over them with memory mail. Call it inside `describe`; `options` runs in the
 * `beforeAll`, after anything the file starts before it (shops, receivers), so it can name their
 * hosts. Everything it started is stopped in its `afterAll`, the database dropped last.
 */
export function useWorkingApp(options: () => WorkingAppOptions | Promise<WorkingAppOptions> = () => ({})): WorkingApp {
  const harness = { mail: createMemoryMail() } as WorkingApp;
  beforeAll(async () => {
    const { config = {}, concurrency = 2, fakeSpeech = false, deps = {} } = await options();
    harness.database = await createTestDatabase();
    if (fakeSpeech) harness.speechServer = await startFakeOpenAISpeechServer();
    harness.scheduler = createScheduler(harness.database, createLogger("silent"), {
      concurrency,
      jobs: ALL_JOBS,
      pollingIntervalSeconds: 0.5,
    });
    const built = createTestApp({
      database: harness.database,
      config: testConfig({ JOB_CONCURRENCY: String(concurrency), ...config }),
      deps: {
        jobs: harness.scheduler.queue,
        mail: harness.mail,
        ...(harness.speechServer ? { speech: speechProviderFor(harness.speechServer) } : {}),
        ...deps,
      },
    });
    harness.app = built.app;
    harness.deps = built.deps;
    await harness.scheduler.start(built.deps);
  }, 120_000);
  afterAll(async () => {
    await harness.scheduler?.stop(2000);
    await harness.deps?.speech.close?.();
    await harness.speechServer?.close();
    await harness.database?.drop();
  });
  return harness;
}

/** What `useTestApp` gives a test file once its `beforeAll` has run. */
export type TestApp = Omit<WorkingApp, "scheduler" | "speechServer">;

/**
 * The app over a fresh test database with memory mail and no job runner, for the integration tests
 * that only call routes. Call it inside `describe`; the file's own `beforeAll` hooks registered after
 * it run once the app is there, and the database is dropped after the file's `afterAll` hooks.
 */
export function useTestApp(
  options: () => Pick<WorkingAppOptions, "config" | "deps"> = () => ({ config: { RATE_LIMIT_DISABLED: "true" } }),
): TestApp {
  const harness = { mail: createMemoryMail() } as TestApp;
  beforeAll(async () => {
    const { config = {}, deps = {} } = options();
    harness.database = await createTestDatabase();
    const built = createTestApp({
      database: harness.database,
      config: testConfig(config),
      deps: { mail: harness.mail, ...deps },
    });
    harness.app = built.app;
    harness.deps = built.deps;
  });
  afterAll(async () => {
    await harness.deps?.speech.close?.();
    await harness.database?.drop();
  });
  return harness;
}
