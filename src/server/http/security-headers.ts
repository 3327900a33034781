import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

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
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
