import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../src/test/free-port";

/** The same Node flags as `npm start` (checked by src/server/node-flags.test.ts). */
const nodeFlags = JSON.parse(readFileSync("src/server/node-flags.json", "utf8")) as string[];

export type SpawnedServer = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts another production server (own port and data dir) for tests that need different
 * settings. Pass `dataDir` to start again on the data of a server stopped before (PGlite
 * allows one process at a time, so e.g. the admin CLI runs in between).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "shelftalk-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, "dist/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "true",
      PAYMENTS_TEST_MODE: "true",
      ...env,
    },
  });
  // A fresh data dir means migrations and the queue's schema first: seconds on a quiet machine,
  // tens of seconds on a busy one. Fail here, with the reason, rather than at the first page load.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the spawned server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the spawned server on ${url} was not healthy within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
