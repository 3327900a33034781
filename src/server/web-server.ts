import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { AppDeps } from "./deps";

export type WebServer = {
  /** Stops accepting connections and waits (up to `timeoutMs`) for requests still being handled. */
  close(timeoutMs: number): Promise<void>;
};

/** The HTTP side of a "web" process: the Hono app on @hono/node-server. */
export function startWebServer(deps: AppDeps): WebServer {
  const { config, logger } = deps;
  const app = createApp(deps);
  // Handlers can outlive their sockets (a client that hangs up mid-request); shutdown waits
  // for them before the database closes under their feet.
  let inFlight = 0;
  const fetch: typeof app.fetch = async (request, env, ctx) => {
    inFlight += 1;
    try {
      return await app.fetch(request, env, ctx);
    } finally {
      inFlight -= 1;
    }
  };
  const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        database: deps.database.kind,
        dataDir: config.dataDir,
        jobConcurrency: config.JOB_CONCURRENCY,
      },
      `ShelfTalk is listening on http://localhost:${info.port}`,
    );
  });
  return {
    close: (timeoutMs) =>
      new Promise<void>((resolve) => {
        server.close(() => void waitFor(() => inFlight === 0, timeoutMs).then(resolve));
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      }),
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
