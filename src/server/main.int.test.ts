import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";

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
    for (let i = 0; i < 120 && status !== 200; i += 1) {
      status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
