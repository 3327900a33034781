import { Hono } from "hono";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import { CLIENT_IP_HEADER, type Auth } from "./create-auth";

/**
 * Mounts better-auth at /api/auth/*. The client address better-auth rate-limits by
 * is set here from the connection, replacing any value the client sent.
 */
export function authRoutes(auth: Auth, config: Config) {
  return new Hono().on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY));
    const request = new Request(c.req.raw, { headers });
    return auth.handler(request);
  });
}
