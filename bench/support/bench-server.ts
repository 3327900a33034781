import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type BenchServer = { url: string; dataDir: string; stop: () => Promise<void> };

/** Starts the production build (dist/server/main.js) on loopback with its own data directory. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      ...env,
    },
  });
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Signs up through the API, opens the confirmation link from the outbox, returns the session cookie. */
export async function signedInCookie(server: BenchServer, email: string, password: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: server.url };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench Seller", callbackURL: "/" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = path.join(server.dataDir, "outbox");
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i += 1) {
    for (const file of readdirSync(outbox, { withFileTypes: true })) {
      const raw = readFileSync(path.join(outbox, file.name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      link = /https?:\/\/\S+verify-email\S+/.exec(raw)?.[0];
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error("no confirmation email");
  const verified = await fetch(link, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error("confirmation did not sign in");
  return cookie;
}
