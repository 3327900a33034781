import type { Hono } from "hono";

type AnyApp = Pick<Hono, "request">;
export const TEST_ORIGIN = "http://localhost:3000";

/** A cookie jar over app.request(), like a browser on the app's origin. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: AnyApp,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      body?: string | FormData | Uint8Array<ArrayBuffer>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...this.extraHeaders, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, {
      method: init.method ?? (init.json !== undefined || init.body !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Opens an absolute link from an email (its path on this app). */
  openLink(link: string) {
    const url = new URL(link);
    return this.request(`${url.pathname}${url.search}`);
  }
}
