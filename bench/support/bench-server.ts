import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { spawnServer, type SpawnedServer } from "../../e2e/support/spawn-server";

export type BenchServer = SpawnedServer;

/** The production build on loopback with its own data directory (the e2e suite's launcher). */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  return spawnServer({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", ...env });
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
