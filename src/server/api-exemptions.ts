import { isBatchUpload } from "./features/batches/batch-body";
import { hasOwnBodyLimit } from "./features/categories/categories.routes";
import { isPlayBeacon } from "./features/publish/publish.routes";
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
  {
    reason:
      "A catalogue batch may be uploaded as the CSV file itself (text/csv) or a multipart form; its origin is checked and its bytes are decoded and parsed as CSV only.",
    matches: ({ method, path }) => isBatchUpload(method, path),
    skips: ["json"],
  },
  {
    reason:
      "A listener's play report comes from the embed on a shop page of any origin (or Origin: null from the sandboxed frame): it reads and sets no cookies, names a public id and carries one short word; rate-limited per address, with bounded counting (decision 033).",
    matches: ({ method, path }) => isPlayBeacon(method, path),
    skips: ["origin", "json"],
  },
];
