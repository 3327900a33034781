import path from "node:path";
import { linkInMessage, waitForOutboxMessage } from "../../e2e/support/outbox";
import { spawnServer, type SpawnedServer } from "../../e2e/support/spawn-server";

export type BenchServer = SpawnedServer;

/** The production build on loopback with its own data directory (the e2e suite's launcher). */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  return spawnServer({ LOG_LEVEL: "info", ...env });
}

/**
 * A fresh server speaks its eight landing examples first: wait until it has, so a bench measures the
 * settled server. After 3 minutes `onTimeout: "measure"` goes on anyway (the page benches), else it throws.
 */
export async function waitForExamples(
  baseUrl: string,
  { onTimeout = "throw" }: { onTimeout?: "throw" | "measure" } = {},
): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/categories`);
    const { categories } = (await res.json()) as { categories: Array<{ hasAudio: boolean }> };
    if (categories.every((category) => category.hasAudio)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (onTimeout === "throw") throw new Error("the landing examples were not ready after 3 minutes");
  console.log("(the example audios were not ready after 3 minutes; measuring anyway)");
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
  const raw = await waitForOutboxMessage(
    email,
    /Confirm your ShelfTalk account/,
    0,
    path.join(server.dataDir, "outbox"),
  );
  const link = linkInMessage(raw);
  const verified = await fetch(link, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error("confirmation did not sign in");
  return cookie;
}
