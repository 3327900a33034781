import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isHttpsRequest } from "./client-ip";

/** 180 days, subdomains included (what hono's secureHeaders sent to every request before). */
const HSTS = "max-age=15552000; includeSubDomains";

/** Pages that read a secret from their URL (the password-reset token) must not send it as a referrer. */
const NO_REFERRER_PATHS = new Set(["/auth", "/auth/"]);

/** Registered before securityHeaders() so it runs last and has the final word on this header. */
export function noReferrerOnSecretPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (NO_REFERRER_PATHS.has(c.req.path)) c.res.headers.set("Referrer-Policy", "no-referrer");
  };
}

/**
 * HSTS only where the browser's connection is https (directly or, with TRUST_PROXY, as the
 * trusted proxy reports it): on plain http a browser ignores it, so sending it only misleads.
 */
export function strictTransportSecurity(trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isHttpsRequest(c, trustedHops)) c.res.headers.set("Strict-Transport-Security", HSTS);
  };
}

/**
 * CSP the built SPA works under: scripts only from our origin; inline styles are
 * allowed because Radix and sonner position popovers and toasts with style attributes.
 * Product images come from shops' hosts, so images may be any https source.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // Sent by strictTransportSecurity(), on https only.
    strictTransportSecurity: false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
