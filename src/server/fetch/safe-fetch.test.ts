import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { FetchRefusedError } from "./fetch-errors";
import type { SafeFetchOptions } from "./fetch-options";
import { safeFetchHtml } from "./safe-fetch";
import {
  createSafetyNet,
  fakeDns,
  failure,
  startLoopbackServer,
  type LoopbackServer,
} from "../../test/fetch-test-support";
import { PAGE, startTestSite } from "../../test/fetch-test-site";

let site: LoopbackServer;
let other: LoopbackServer;
const net = createSafetyNet();

beforeAll(async () => {
  other = await startLoopbackServer((_req, res) => res.end(PAGE));
  site = await startTestSite();
});

afterAll(async () => {
  await site.close();
  await other.close();
});

afterEach(() => {
  // Whatever a test did, no connection attempt may have targeted a non-loopback address.
  expect(net.violations).toEqual([]);
});

function opts(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return { allowHosts: [site.hostPort], lookup: fakeDns({}), wrapConnector: net.wrap(), ...extra };
}

describe("safeFetchHtml against loopback servers", () => {
  it("fetches an allow-listed page", async () => {
    const r = await safeFetchHtml(`${site.origin}/page`, opts());
    expect(r).toEqual({
      finalUrl: `${site.origin}/page`,
      status: 200,
      html: PAGE,
      contentType: "text/html",
      charset: "utf-8",
    });
  });

  it("refuses a loopback server that is not allow-listed, before any request", async () => {
    const before = other.hits.length;
    const err = await failure(safeFetchHtml(`${other.origin}/`, opts({ allowedPorts: [other.port] })));
    expect(err).toBeInstanceOf(FetchRefusedError);
    expect(err.message).toBe(MESSAGES.fetch.privateAddress);
    expect(other.hits.length).toBe(before);
  });

  it("refuses at connect time a host name that resolves to loopback", async () => {
    const before = other.hits.length;
    const lookup = fakeDns({ "shop.example": "127.0.0.1" });
    const err = await failure(
      safeFetchHtml(`http://shop.example:${other.port}/`, opts({ lookup, allowedPorts: [other.port] })),
    );
    expect(err).toMatchObject({ code: "private_address", message: MESSAGES.fetch.privateAddress });
    expect(other.hits.length).toBe(before);
  });

  it("refuses a host whose DNS answer mixes public and private addresses", async () => {
    const lookup = fakeDns({ "rebind.example": ["93.184.215.14", "10.0.0.7"] });
    const err = await failure(safeFetchHtml("http://rebind.example/", opts({ lookup })));
    expect(err).toMatchObject({ code: "private_address" });
  });

  it("requires both host and port of an allowHosts entry to match", async () => {
    const lookup = fakeDns({ "demo.example": "127.0.0.1" });
    const allowHosts = [`demo.example:${other.port + 1}`, `127.0.0.1:${other.port + 1}`];
    const err = await failure(
      safeFetchHtml(`http://demo.example:${other.port}/`, opts({ lookup, allowHosts, allowedPorts: [other.port] })),
    );
    expect(err).toMatchObject({ code: "private_address" });
    const ok = await safeFetchHtml(
      `http://demo.example:${other.port}/`,
      opts({ lookup, allowHosts: [`demo.example:${other.port}`] }),
    );
    expect(ok.html).toBe(PAGE);
  });

  it("follows up to five redirects and refuses the sixth", async () => {
    const r = await safeFetchHtml(`${site.origin}/hop/4`, opts());
    expect(r.finalUrl).toBe(`${site.origin}/page`);
    const err = await failure(safeFetchHtml(`${site.origin}/hop/5`, opts()));
    expect(err).toMatchObject({ code: "too_many_redirects" });
  });

  it.each([
    ["a non-listed loopback port", () => `http://127.0.0.1:${other.port}/`],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["a name resolving to a private address", () => "http://intranet.example/"],
    ["IPv4-mapped loopback", () => "http://[::ffff:127.0.0.1]/"],
    ["a non-http scheme", () => "file:///etc/passwd"],
  ])("re-checks every redirect target: %s", async (_label, target) => {
    const before = other.hits.length;
    const lookup = fakeDns({ "intranet.example": "10.1.2.3" });
    const err = await failure(safeFetchHtml(`${site.origin}/to?url=${encodeURIComponent(target())}`, opts({ lookup })));
    expect(err).toBeInstanceOf(FetchRefusedError);
    expect(other.hits.length).toBe(before);
  });

  it("refuses user:pass@host links", async () => {
    const err = await failure(safeFetchHtml(`http://user:pw@${site.hostPort}/page`, opts()));
    expect(err).toMatchObject({ code: "credentials_in_url" });
  });
});
