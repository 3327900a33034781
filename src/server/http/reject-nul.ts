import type { Context, MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "../../shared/api-error-schemas";
import { MESSAGES } from "../../shared/messages";

const NUL = "\u0000";

/** True when a string anywhere in a parsed JSON value (keys included) holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item));
  }
  return false;
}

function bodyHasNul(text: string): boolean {
  // Fast path: no raw NUL, no JSON escape of one, no form encoding of one.
  if (!text.includes(NUL) && !text.includes("\\u0000") && !/%00/i.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    // not JSON: a form body (better-auth reads those too), or raw text
  }
  return text.includes(NUL) || [...new URLSearchParams(text)].some(([k, v]) => k.includes(NUL) || v.includes(NUL));
}

export const hasNoBody = (method: string) => method === "GET" || method === "HEAD";

/**
 * PostgreSQL text cannot hold U+0000: a string carrying one fails its query, which surfaced as
 * a 500 (the robustness suite found it through better-auth's reset-password token). No field of
 * this API needs the character, so a query string or body with one is refused before any handler
 * or better-auth sees it. `skip` names the routes whose body is a binary file.
 */
export function rejectNulCharacters(skip: (method: string, path: string) => boolean): MiddlewareHandler {
  const refuse = (c: Context) =>
    c.json(
      {
        error: MESSAGES.request.invalidCharacters,
        code: "invalid_characters",
      } satisfies ApiErrorBody,
      400,
    );
  return async (c, next) => {
    // A URL cannot carry a raw NUL, so a query holds one exactly when it has "%00" in it.
    const url = c.req.url;
    const query = url.indexOf("?");
    if (query !== -1 && /%00/i.test(url.slice(query))) return refuse(c);
    // GET and HEAD carry no body; asking for one would build a full Request object for nothing.
    if (!hasNoBody(c.req.method) && c.req.raw.body && !skip(c.req.method, c.req.path)) {
      // A clone, so the handler (or better-auth) still reads the body itself.
      const text = await c.req.raw
        .clone()
        .text()
        .catch(() => "");
      if (bodyHasNul(text)) return refuse(c);
    }
    await next();
  };
}
