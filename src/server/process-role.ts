import os from "node:os";
import type { Config } from "./config";

/**
 * What a server process does. `npm start` is "web": the HTTP server, and the background jobs too
 * unless JOB_CONCURRENCY is 0. `npm run worker` (main.js --worker) is "worker": jobs only, no
 * HTTP, so job capacity scales apart from web capacity. Both start from one composition (bootstrap.ts).
 */
export type ProcessRole = "web" | "worker";

export function parseRole(args: readonly string[]): ProcessRole {
  const unknown = args.filter((arg) => arg !== "--worker");
  if (unknown.length > 0) throw new RoleError(`Unknown argument: ${unknown.join(" ")} (the only one is --worker).`);
  return args.includes("--worker") ? "worker" : "web";
}

/** Why this role cannot run with this configuration, in words an operator can act on; null when it can. */
export function roleProblem(
  role: ProcessRole,
  config: Pick<Config, "DATABASE_URL" | "JOB_CONCURRENCY">,
): string | null {
  if (role !== "worker") return null;
  if (!config.DATABASE_URL) {
    return (
      "npm run worker needs PostgreSQL (set DATABASE_URL). The embedded database (PGlite) is single-process: " +
      "`npm start` already runs the background jobs in its own process."
    );
  }
  if (config.JOB_CONCURRENCY === 0) return "JOB_CONCURRENCY is 0, so a worker would run nothing: set it to 1 or more.";
  return null;
}

export class RoleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RoleError";
  }
}

/**
 * A `npm run worker` process runs at a lower CPU priority (nice 10): where it shares a machine
 * with a web process, a batch's speech never makes the web wait (issue 16: GET /api/credits stays
 * fast while a batch runs); alone on a machine it changes nothing. Called first thing, so the
 * threads it starts later (the speech engine's, libuv's) inherit it. Refused (a container
 * without the capability) is no fault.
 */
export const WORKER_NICE = 10;

export function lowerWorkerPriority(role: ProcessRole): void {
  if (role !== "worker") return;
  try {
    os.setPriority(WORKER_NICE);
  } catch {
    // keep the normal priority
  }
}
