import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { openDatabase, type DatabaseHandle } from "../server/db/database";
import { TEST_ORIGIN, TestClient } from "./auth-client";
import { freePort } from "./free-port";
import { createScratchPostgresDatabase, testDatabaseUrl } from "./test-database";

/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), for tests that
 * kill it, restart it or run two of them on one database. Requests go over loopback HTTP.
 */

const MAIN = path.resolve("src/server/main.ts");
export const SERVER_AUTH_SECRET = "server-process-secret-0123456789abcdef";

/** A database for server processes: a fresh PostgreSQL database under TEST_DATABASE_URL, else PGlite in dataDir. */
export type ServerDatabase = {
  kind: "postgres" | "pglite";
  dataDir: string;
  /** DATABASE_URL for the children ("" selects PGlite in DATA_DIR/db). */
  url: string;
  /** Opens it from the test; on PGlite only while no server process has it open. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

export async function createServerDatabase(): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-proc-"));
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const dir = path.join(dataDir, "db");
    return {
      kind: "pglite",
      dataDir,
      url: "",
      open: () => openDatabase({ kind: "pglite", dataDir: dir }),
      drop: async () => {},
    };
  }
  const scratch = await createScratchPostgresDatabase(adminUrl, "shelftalk_proc");
  return {
    kind: "postgres",
    dataDir,
    url: scratch.url,
    open: () => openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 }),
    drop: scratch.drop,
  };
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Parsed log lines (pino JSON) the process wrote so far. */
  logs: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** A cookie-jar client on this process, optionally starting with another client's cookies. */
  client(cookie?: string): TestClient;
  /** The link of the last email the process wrote to its outbox for this address. */
  emailLink(to: string): Promise<string>;
  /** Whether a matching line is logged within 5 s (the server writes its log in batches, every 250 ms). */
  logged(match: (line: Record<string, unknown>) => boolean): Promise<boolean>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** The last matching log line, waiting up to 5 s for it: the server writes its log in batches. */
async function findLogLine(
  logs: Array<Record<string, unknown>>,
  match: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown> | undefined> {
  for (let i = 0; i < 100; i += 1) {
    const line = logs.findLast(match);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** The environment every child process starts from: embedded providers, nothing leaving the machine. */
function childEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LLM_BASE_URL: "",
    TTS_BASE_URL: "",
    SMTP_URL: "",
    S3_BUCKET: "",
    STRIPE_SECRET_KEY: "",
    TRUST_PROXY: "",
    RATE_LIMIT_DISABLED: "",
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: SERVER_AUTH_SECRET,
    ...env,
  };
}

export type WorkerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** `npm run worker` (main.ts --worker) as a child process: jobs only, no HTTP. Resolves once it says it runs. */
export async function startWorkerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN, "--worker"], {
    env: childEnv(0, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const running = new Promise<void>((resolve) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      // Only the start is watched; later output is drained and dropped.
      if (output.includes("ShelfTalk worker is running")) return;
      output += chunk.toString("utf8");
      if (output.includes("ShelfTalk worker is running")) resolve();
    });
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!output.includes("ShelfTalk worker is running")) {
    if (gone) throw new Error(`the worker exited during start-up:\n${stderr.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the worker did not start in time:\n${stderr.slice(-2000)}\n${output.slice(-2000)}`);
    }
    await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  return {
    child,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    // Every provider on its embedded default unless the test says otherwise: no request may leave the machine.
    env: childEnv(port, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = "";
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const adapter = { request: (input: string, init?: RequestInit) => fetch(input.replace(TEST_ORIGIN, baseUrl), init) };
  const server: ServerProcess = {
    baseUrl,
    child,
    logs,
    exited,
    client: (cookie) => new TestClient(adapter as unknown as Pick<Hono, "request">, cookie ? { cookie } : {}),
    emailLink: async (to) => {
      const line = await findLogLine(logs, (l) => l.msg === "email written to outbox" && l.to === to && !!l.link);
      if (typeof line?.link === "string") return line.link;
      throw new Error(`no email to ${to} in the server's log`);
    },
    logged: async (match) => (await findLogLine(logs, match)) !== undefined,
    stop: async (signal = "SIGTERM") => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };

  for (let i = 0; i < (options.startTimeoutMs ?? 60_000) / 250; i += 1) {
    if (gone) throw new Error(`the server exited during start-up:\n${stderr.slice(-2000)}`);
    const status = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not become healthy in time:\n${stderr.slice(-2000)}`);
}

/** Signs up on one process and confirms on `confirmOn` (default the same): a signed-in client there. */
export async function signUpOnServer(server: ServerProcess, email: string, confirmOn = server): Promise<TestClient> {
  const res = await server.client().request("/api/auth/sign-up/email", {
    json: { email, password: "correct-horse-battery-staple", name: "Process Seller", callbackURL: "/" },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const client = confirmOn.client();
  const confirmed = await client.openLink(await server.emailLink(email));
  if (![200, 302].includes(confirmed.status)) throw new Error(`confirmation failed: ${confirmed.status}`);
  return client;
}
