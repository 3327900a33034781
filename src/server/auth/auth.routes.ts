import { Hono } from "hono";
import { MESSAGES } from "../../shared/messages";
import type { ApiErrorBody } from "../../shared/api-error-schemas";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import { CLIENT_IP_HEADER, type Auth } from "./create-auth";

/** Query parameters better-auth turns into redirects. */
const REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/** A path on this site or an absolute http(s) URL; better-auth decides later whether the origin is trusted. */
function isRedirectTarget(value: string): boolean {
  if (value.startsWith("/")) {
    return !value.startsWith("//") && !value.includes("\\") && [...value].every((ch) => ch.charCodeAt(0) >= 0x20);
  }
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Mounts better-auth at /api/auth/*. The client address better-auth rate-limits by
 * is set here from the connection, replacing any value the client sent.
 */
export function authRoutes(auth: Auth, config: Config) {
  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    // better-auth answers 500 when building a redirect from a value that is no URL (found by the
    // robustness suite with ?callbackURL=%00), so such values are refused here first.
    const url = new URL(c.req.url);
    if (REDIRECT_PARAMS.some((name) => url.searchParams.getAll(name).some((v) => !isRedirectTarget(v)))) {
      return c.json(
        { error: "The callback URL is not valid.", code: "INVALID_CALLBACK_URL" } satisfies ApiErrorBody,
        400,
      );
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    // better-auth answers a path it does not know with an empty 404; every /api error is JSON.
    if (response.status === 404 && !response.headers.get("content-type")) {
      return c.json({ error: MESSAGES.generic.notFound, code: "not_found" } satisfies ApiErrorBody, 404);
    }
    return response;
  });
}
