import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeOpenAISpeechServer } from "../test/fakes/openai-speech-server";
import { freePort } from "../test/free-port";
import { createScratchPostgresDatabase, testDatabaseUrl } from "../test/test-database";

const MAIN = path.resolve("src/server/main.ts");

describe("the server process", () => {
  it("exits non-zero naming the variable when the configuration is invalid", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", MAIN], {
      env: { ...process.env, PORT: "abc", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "st-main-")) },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
  });

  it("serves /api/health and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        DATABASE_URL: "",
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "st-main-")),
      },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    let status = 0;
    // Two minutes: a fresh data dir (migrations, the queue's schema) on a busy machine takes tens of seconds.
    for (let i = 0; i < 480 && status !== 200; i += 1) {
      status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 150_000);
});

describe("the worker process (npm run worker)", () => {
  it("refuses the embedded database with a clear message: PGlite is single-process", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", MAIN, "--worker"], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "st-main-")) },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("npm run worker needs PostgreSQL (set DATABASE_URL)");
  });

  const adminUrl = testDatabaseUrl();
  const title = adminUrl
    ? "runs jobs without an HTTP server and stops cleanly on SIGTERM (PostgreSQL)"
    : "runs jobs and stops on SIGTERM: skipped, it needs PostgreSQL (set TEST_DATABASE_URL)";
  it.skipIf(!adminUrl)(
    title,
    async () => {
      const scratch = await createScratchPostgresDatabase(adminUrl!, "shelftalk_worker");
      const speech = await startFakeOpenAISpeechServer();
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", MAIN, "--worker"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: "info",
          DATABASE_URL: scratch.url,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "st-worker-")),
          TTS_BASE_URL: speech.baseURL,
          TTS_API_KEY: speech.apiKey,
          TTS_MODEL: "tts-1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      try {
        // The start-up run of the example seeding is a queued job: the worker taking it proves it works the queue.
        for (let i = 0; i < 480 && !output.includes("category examples generated"); i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(output).toContain("ShelfTalk worker is running");
        expect(output).toContain("category examples generated");
        const http = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => "answered",
          () => "refused",
        );
        expect(http).toBe("refused");
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
      } finally {
        child.kill("SIGKILL");
        await speech.close();
        await scratch.drop();
      }
    },
    180_000,
  );
});
