import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { ServerType } from "@hono/node-server";
import type { Config } from "../server/config";
import type { AppDeps } from "../server/deps";
import { TEST_ORIGIN, TestClient } from "./auth-client";
import { createTestApp } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-database";

export type LoopbackApp = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** Stands in for the app wherever a helper calls app.request(): the request goes over real HTTP. */
  app: Pick<Hono, "request">;
  /** A cookie-jar client speaking real HTTP to this server (optionally with fixed extra headers). */
  client: (headers?: Record<string, string>) => TestClient;
  close: () => Promise<void>;
};

/**
 * Serves an app built by createTestApp on a loopback port, so a test talks to it over real HTTP:
 * a real socket peer (127.0.0.1, the "proxy" of the X-Forwarded-For tests), real Content-Length
 * and Content-Type headers, real timing.
 */
export async function serveOnLoopback(app: Pick<Hono, "fetch">): Promise<LoopbackApp> {
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // TestClient writes absolute URLs on TEST_ORIGIN; they are sent to this port instead.
  const adapter = {
    request: (input: string, init?: RequestInit) => fetch(input.replace(TEST_ORIGIN, url), init),
  } as unknown as Pick<Hono, "request">;
  return {
    url,
    port,
    app: adapter,
    client: (headers = {}) => new TestClient(adapter, headers),
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LoopbackTestApp = LoopbackApp & {
  database: TestDatabase;
  deps: AppDeps;
  /** Closes the server, then drops the database. */
  stop: () => Promise<void>;
};

/** A fresh test database and the app on it (createTestApp), served on a loopback port. */
export async function startLoopbackTestApp(
  options: { config?: Config; deps?: Partial<AppDeps> } = {},
): Promise<LoopbackTestApp> {
  const database = await createTestDatabase();
  const { app, deps } = createTestApp({ database, config: options.config, deps: options.deps });
  const server = await serveOnLoopback(app);
  return {
    ...server,
    database,
    deps,
    stop: async () => {
      await server.close();
      await database.drop();
    },
  };
}
