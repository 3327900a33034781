import { hasOwnBodyLimit } from "./features/categories/categories.routes";
import type { GuardExemption } from "./http/same-origin-guard";

/**
 * The only /api requests that skip part of the same-origin guard (http/same-origin-guard.ts).
 * Every other non-GET request, on every route present or added later, must come from the app's
 * own pages and, when it has a body, send JSON. Add an entry only with its reason; a key-based
 * API adds `bearerKeyRequests("/api/v1/", "…")` from the guard's module.
 */
export const API_GUARD_EXEMPTIONS: readonly GuardExemption[] = [
  {
    reason:
      "Stripe's webhook is sent server to server, without cookies, and is trusted only once its signature over the raw body verifies.",
    matches: ({ method, path }) => method === "POST" && path === "/api/payments/webhook",
    skips: ["origin", "json"],
  },
  {
    reason: "The admin audio upload's body is the file itself, typed by sniffing its bytes; its origin is checked.",
    matches: ({ method, path }) => hasOwnBodyLimit(method, path),
    skips: ["json"],
  },
];
