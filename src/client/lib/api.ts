import { GENERIC_MESSAGES, TOO_MANY_ATTEMPTS } from "../../shared/messages-base";
import type { ApiErrorBody } from "../../shared/api-error-schemas";

/** An API refusal with the server's readable message (never a stack or raw JSON). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Our routes answer an ApiErrorBody; better-auth's carry `message` instead. Read defensively: a proxy may answer anything. */
type Body = Partial<Record<keyof ApiErrorBody | "message", unknown>>;

async function readError(res: Response): Promise<ApiError> {
  let body: Body = {};
  try {
    body = (await res.json()) as Body;
  } catch {
    // not JSON: fall through to a generic message
  }
  const text = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : "";
  const code = typeof body.code === "string" ? body.code : undefined;
  if (res.status === 429 && !text) return new ApiError(TOO_MANY_ATTEMPTS, 429, code);
  return new ApiError(text || (res.status >= 500 ? GENERIC_MESSAGES.serverError : res.statusText), res.status, code);
}

/** fetch for our own API: same-origin cookies, JSON in and out, ApiError on any non-2xx. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      method: rest.method ?? (json !== undefined ? "POST" : "GET"),
      headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError("We couldn't reach ShelfTalk. Check your connection and try again.", 0, "network");
  }
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
