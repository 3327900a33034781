import { expect } from "vitest";
import type { Hono } from "hono";
import type { TestClient } from "./auth-client";
import { TEST_ORIGIN } from "./auth-client";

type AnyApp = Pick<Hono, "request">;

/** Creates an API key on the Developers route with a signed-in client; returns its id and the key. */
export async function createApiKeyFor(
  client: TestClient,
  name = "Test key",
  /** The key's workspace role (decision 085); the server's default (member) when absent. */
  role?: "viewer" | "member" | "admin",
): Promise<{ id: string; key: string }> {
  const res = await client.request("/api/keys", { json: { name, ...(role ? { role } : {}) } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; key: string };
}

/** A server-side API client: Bearer key, no cookie, no Origin (like curl or a shop's backend). */
export function keyClient(app: AnyApp, key: string) {
  return async (
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...init.headers };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    return app.request(`${TEST_ORIGIN}${path}`, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  };
}
export type KeyClient = ReturnType<typeof keyClient>;
