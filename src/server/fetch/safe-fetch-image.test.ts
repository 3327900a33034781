import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSafetyNet, fakeDns, failure, type LoopbackServer } from "../../test/fetch-test-support";
import { startImageSite } from "../../test/fixtures/image-site";
import { TINY_JPEG, TINY_PNG } from "../../test/fixtures/images";
import type { SafeFetchOptions } from "./fetch-options";
import { safeFetchImage } from "./safe-fetch-image";

let site: LoopbackServer;
const net = createSafetyNet();

beforeAll(async () => {
  site = await startImageSite();
});
afterAll(async () => {
  await site.close();
});
afterEach(() => {
  expect(net.violations).toEqual([]);
});

function opts(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return { allowHosts: [site.hostPort], lookup: fakeDns({}), wrapConnector: net.wrap(), ...extra };
}

describe("safeFetchImage", () => {
  it("reads a PNG, and a JPEG whatever its declared type, by their bytes", async () => {
    expect(await safeFetchImage(`${site.origin}/img/cover.png`, opts())).toMatchObject({
      mime: "image/png",
      bytes: TINY_PNG,
    });
    expect(await safeFetchImage(`${site.origin}/img/cover.jpg`, opts())).toMatchObject({
      mime: "image/jpeg",
      bytes: TINY_JPEG,
    });
    expect((await safeFetchImage(`${site.origin}/img/redirect.png`, opts())).bytes).toEqual(TINY_PNG);
  });

  it("refuses SVG, HTML and HTML dressed as PNG", async () => {
    for (const path of ["/img/cover.svg", "/img/html.png", "/img/disguised.png"]) {
      expect(await failure(safeFetchImage(`${site.origin}${path}`, opts()))).toMatchObject({ code: "not_image" });
    }
  });

  it("stops past 1 MB and after 5 seconds at most, and reports a 404", async () => {
    expect(await failure(safeFetchImage(`${site.origin}/img/huge.png`, opts()))).toMatchObject({ code: "too_large" });
    const started = Date.now();
    expect(await failure(safeFetchImage(`${site.origin}/img/slow.png`, opts({ totalTimeoutMs: 300 })))).toMatchObject({
      code: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    // A caller cannot raise the image limits above their caps.
    expect(
      await failure(safeFetchImage(`${site.origin}/img/huge.png`, opts({ maxBytes: 50 * 1024 * 1024 }))),
    ).toMatchObject({ code: "too_large" });
    expect(await failure(safeFetchImage(`${site.origin}/img/missing.png`, opts()))).toMatchObject({
      code: "http_status",
      status: 404,
    });
  });

  it("refuses private addresses and loopback servers not allowed, like page fetches", async () => {
    expect(await failure(safeFetchImage(`${site.origin}/img/cover.png`, { ...opts(), allowHosts: [] }))).toMatchObject({
      code: "private_address",
    });
    expect(
      await failure(
        safeFetchImage("http://cdn.shop.test/a.png", opts({ lookup: fakeDns({ "cdn.shop.test": "10.0.0.7" }) })),
      ),
    ).toMatchObject({ code: "private_address" });
  });
});
