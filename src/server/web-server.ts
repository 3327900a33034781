import type { AddressInfo } from "node:net";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { AppDeps } from "./deps";
import { createLookupFastPath, type LookupFastPath } from "./features/sites/site-lookup-fast-path";

export type WebServer = {
  /** Stops accepting connections and waits (up to `timeoutMs`) for requests still being handled. */
  close(timeoutMs: number): Promise<void>;
};

/** The app's fetch; `env` carries the Node request (the client's address for rate limits). */
type Fetch = (request: Request, env?: unknown, ctx?: unknown) => Response | Promise<Response>;

/**
 * An app on a Node HTTP server, with the public lookup's cache hits answered before the framework
 * when a fast path is given (decision 129). `inFlight` counts the app's requests still running.
 */
export function listenApp(
  fetchApp: Fetch,
  options: { port: number; hostname: string; fastPath?: LookupFastPath | undefined },
  onListening: (info: AddressInfo) => void,
): { server: Server; inFlight: () => number } {
  const { fastPath } = options;
  let inFlight = 0;
  const fetch = async (request: Request, env?: unknown, ctx?: unknown) => {
    inFlight += 1;
    try {
      const response = await fetchApp(request, env, ctx);
      fastPath?.learn(request, response);
      return response;
    } finally {
      inFlight -= 1;
    }
  };
  const createFastServer = ((serverOptions: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer(serverOptions, (req, res) => {
      let answered = false;
      try {
        answered = fastPath?.handle(req, res) ?? false;
      } catch {
        // Whatever the fast path could not read, the app answers (and logs).
      }
      if (!answered) listener(req, res);
    })) as typeof createServer;
  const server = serve(
    { fetch, port: options.port, hostname: options.hostname, createServer: createFastServer },
    onListening,
  ) as Server;
  return { server, inFlight: () => inFlight };
}

/** The HTTP side of a "web" process: the Hono app on @hono/node-server. */
export function startWebServer(deps: AppDeps): WebServer {
  const { config, logger } = deps;
  const app = createApp(deps);
  // Handlers can outlive their sockets (a client that hangs up mid-request); shutdown waits
  // for them before the database closes under their feet.
  const { server, inFlight } = listenApp(
    (request, env, ctx) => app.fetch(request, env, ctx as never),
    {
      port: config.PORT,
      hostname: config.HOST,
      fastPath: deps.siteLookupCache ? createLookupFastPath(deps.siteLookupCache) : undefined,
    },
    (info) => {
      logger.info(
        {
          port: info.port,
          database: deps.database.kind,
          dataDir: config.dataDir,
          jobConcurrency: config.JOB_CONCURRENCY,
        },
        `ShelfTalk is listening on http://localhost:${info.port}`,
      );
    },
  );
  return {
    close: (timeoutMs) =>
      new Promise<void>((resolve) => {
        server.close(() => void waitFor(() => inFlight() === 0, timeoutMs).then(resolve));
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      }),
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
