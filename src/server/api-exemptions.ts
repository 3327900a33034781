import { isBatchUpload } from "./features/batches/batch-body";
import { hasOwnBodyLimit } from "./features/categories/categories.routes";
import { isPlayBeacon } from "./features/publish/publish.routes";
import { isLogoUpload } from "./features/logos/logos.routes";
import { bearerKeyRequests, type GuardExemption } from "./http/same-origin-guard";

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

  bearerKeyRequests(
    "/api/v1/",
    "The developer API authenticates with a Bearer key and reads no cookie (a request with a cookie is checked as usual and then refused by the API); a page on another site cannot attach someone's key, so there is no ambient credential to ride on.",
  ),
  bearerKeyRequests(
    "/api/webhooks",
    "Webhook endpoints may be managed with an API key from a server as well as from the Developers page; with a key and no cookie there is no ambient credential.",
  ),
  {
    reason:
      "A catalogue batch may be uploaded as the CSV file itself (text/csv) or a multipart form; its origin is checked and its bytes are decoded and parsed as CSV only.",
    matches: ({ method, path }) => isBatchUpload(method, path),
    skips: ["json"],
  },
  {
    reason:
      "A logo upload's body is the image itself, under a 200 KB cap, typed by sniffing its bytes (PNG, JPEG or WebP only; SVG refused); its origin is checked.",
    matches: ({ method, path }) => isLogoUpload(method, path),
    skips: ["json"],
  },
  {
    reason:
      "A listener's play report comes from the embed on a shop page of any origin (or Origin: null from the sandboxed frame): it reads and sets no cookies, names a public id and carries one short word; rate-limited per address, with bounded counting (decision 033).",
    matches: ({ method, path }) => isPlayBeacon(method, path),
    skips: ["origin", "json"],
  },
];
