import { afterAll, describe, expect, it } from "vitest";
import { createMemoryMail } from "../../test/memory-mail";
import { startLoopbackTestApp, type LoopbackApp, type LoopbackTestApp } from "../../test/loopback-app";
import { testConfig } from "../../test/test-app";

const WRONG = { email: "nobody@example.com", password: "not-the-password-at-all" };

/**
 * Sign-in allows 3 attempts a minute per client address. Each test runs on its own server (and
 * database) over real loopback HTTP: the socket peer, 127.0.0.1, plays the reverse proxy.
 */
describe("the client address behind a trusted proxy (per-address sign-in limit)", () => {
  const opened: LoopbackTestApp[] = [];
  afterAll(async () => {
    for (const server of opened) await server.stop();
  });

  /** A server on its own database, so the rate-limit counters of one test stay out of the next. */
  async function serverWith(trustProxy: string): Promise<LoopbackTestApp> {
    const server = await startLoopbackTestApp({
      config: testConfig({ TRUST_PROXY: trustProxy }),
      deps: { mail: createMemoryMail() },
    });
    opened.push(server);
    return server;
  }

  async function signInStatuses(server: LoopbackApp, forwardedFor: (i: number) => string, n = 5) {
    const statuses: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const res = await server
        .client()
        .request("/api/auth/sign-in/email", { json: WRONG, headers: { "x-forwarded-for": forwardedFor(i) } });
      statuses.push(res.status);
    }
    return statuses;
  }

  it("TRUST_PROXY=true: rotating the client-written first entry does not escape the limit (the proxy-appended address counts)", async () => {
    const server = await serverWith("true");
    const statuses = await signInStatuses(server, (i) => `198.51.100.${i + 1}, 203.0.113.9`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real client behind the same proxy still has its own allowance.
    expect(await signInStatuses(server, () => "203.0.113.10", 1)).toEqual([401]);
  });

  it("TRUST_PROXY=2 (a CDN in front of a load balancer): the address the outer proxy appended counts", async () => {
    const server = await serverWith("2");
    const statuses = await signInStatuses(server, (i) => `198.51.100.${i + 1}, 203.0.113.7, 10.0.0.2`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(await signInStatuses(server, () => "203.0.113.8, 10.0.0.2", 1)).toEqual([401]);
  });

  it("TRUST_PROXY unset: X-Forwarded-For is ignored, the socket's address counts", async () => {
    const server = await serverWith("");
    const statuses = await signInStatuses(server, (i) => `198.51.100.${i + 1}`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
