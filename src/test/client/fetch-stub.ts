import { vi } from "vitest";

/** One request the page sent, as the server would read it. */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON for a JSON body; the raw body (FormData, text…) otherwise. */
  body: unknown;
};

/** A route's answer: a Response as is, anything else as a 200 JSON body. */
type Handler = (request: SeenRequest) => unknown;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server's refusal shape (ApiErrorBody): `{ error, code }`. */
export const apiError = (status: number, error: string, code?: string) =>
  json({ error, ...(code ? { code } : {}) }, status);

let unexpected: string[] = [];

/** Requests no route answered in the current test (checked after each test by setup-client.ts). */
export function takeUnexpectedRequests(): string[] {
  const seen = unexpected;
  unexpected = [];
  return seen;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces fetch, the page's only way out, with routes keyed "METHOD /path" (the query is not part
 * of the key). Every request is recorded; one without a route answers 501 and fails the test.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const request: SeenRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: readBody(init.body),
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      return json({ error: "no route in this test" }, 501);
    }
    const answer = await handler(request);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal("fetch", fetchStub);
  return {
    requests,
    /** The requests sent to one route, e.g. sent("POST /api/keys"). */
    sent: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
