import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchRefusedError } from "./fetch-errors";
import { safeFetchHtml } from "./safe-fetch";
import { createSafetyNet, fakeDns, startLoopbackServer, type LoopbackServer } from "../../test/fetch-test-support";
import { checkUrl } from "./url-policy";
import { requireSharedDir } from "../../test/corpus";

// The shared payload list lives next to the repository, not in it (see shared/security/README.md).
// Without it this file fails with a message saying where it was looked for (never skips).
const VECTORS_FILE = join(
  requireSharedDir("security", "ssrf-urls.txt", "The SSRF payload suite (ssrf-vectors.test.ts)"),
  "ssrf-urls.txt",
);
const vectors = readFileSync(VECTORS_FILE, "utf8")
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter(Boolean);

// A stand-in "public" address for redirect services. The safety net routes it to a loopback fake
// that answers the way the real service does, so no packet leaves the machine.
const PUBLIC_STAND_IN = "93.184.215.14";

// What these names resolve to in public DNS today (the reason they are in the payload list).
const DNS = {
  "localtest.me": "127.0.0.1",
  "localh.st": "127.0.0.1",
  "metadata.google.internal": "169.254.169.254",
  "307.r3dir.me": PUBLIC_STAND_IN,
  "62epax5fhvj3zzmzigyoe5ipkbn7fysllvges3a.302.r3dir.me": PUBLIC_STAND_IN,
  "nicob.net": PUBLIC_STAND_IN,
};

// The redirect each public redirector answers with, per the payload collections the list is from.
function redirectTarget(host: string, path: string): string {
  if (host.startsWith("307.r3dir.me")) return new URL(path, "http://x").searchParams.get("url") ?? "/";
  if (host.endsWith(".302.r3dir.me")) return "http://169.254.169.254/latest/meta-data/";
  if (path.startsWith("/redir-http-169.254.169.254:80-")) return "http://169.254.169.254:80/";
  return "http://[::ffff:169.254.169.254]/"; // nicob.net/redir6a
}

let redirector: LoopbackServer;
const net = createSafetyNet();

beforeAll(async () => {
  redirector = await startLoopbackServer((req, res) => {
    res.statusCode = 302;
    res.setHeader("location", redirectTarget(req.headers.host ?? "", req.url ?? "/"));
    res.end();
  });
});
afterAll(async () => redirector?.close());

describe(`SSRF payloads from ${VECTORS_FILE}`, () => {
  it("has the payload list", () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)("refuses %s", async (url) => {
    const decision = checkUrl(url);
    if (!decision.allowed) return; // refused without any network activity

    // The URL looks like a public link: run the full fetch with injected DNS and a loopback-only
    // connector, and expect the connect-time check (or a redirect re-check) to refuse it.
    const host = decision.url.hostname;
    expect(host in DNS || host.endsWith(".nip.io"), `no DNS entry for ${host}`).toBe(true);
    const viaRedirector = DNS[host as keyof typeof DNS] === PUBLIC_STAND_IN;
    const hitsBefore = redirector.hits.length;
    const routes = { [`${PUBLIC_STAND_IN}:80`]: redirector.port, [`${PUBLIC_STAND_IN}:443`]: redirector.port };
    const err = await safeFetchHtml(url, { lookup: fakeDns(DNS, true), wrapConnector: net.wrap(routes) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(FetchRefusedError);
    expect(err).toMatchObject({ code: "private_address" });
    // Redirect tricks must be stopped at the re-check of the second hop, the rest at connect time.
    expect(redirector.hits.length - hitsBefore).toBe(viaRedirector ? 1 : 0);
    expect(net.violations).toEqual([]);
  });
});
