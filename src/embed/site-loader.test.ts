// @vitest-environment node
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { JSDOM, requestInterceptor } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";

const APP = "https://app.example";
const SITE = "6f0c1a52-9a3b-4f7e-8d4e-3c1b2a9f0e11";
/** The budget for the loader, gzipped. */
const MAX_GZIP_BYTES = 6 * 1024;

let bundle = "";

beforeAll(async () => {
  // The same bundle shape as vite.site-loader.config.ts: one minified classic script.
  const out = await build({
    entryPoints: ["src/embed/site-loader.ts"],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    write: false,
  });
  bundle = out.outputFiles[0]?.text ?? "";
});

/** Only the loader is "downloaded"; any other request from the page is refused here, never sent. */
const loaderOnly = requestInterceptor((request) =>
  request.url === `${APP}/embed/site.js`
    ? new Response(bundle, { headers: { "Content-Type": "text/javascript" } })
    : new Response(null, { status: 404 }),
);

type Lookup = { status: number; body?: unknown };

/** A shop page with the one script tag, a fetch that answers the lookup, and what was asked. */
async function shopPage(body: string, answer: Lookup, head = "") {
  const asked: Array<{ url: string; credentials?: RequestCredentials }> = [];
  const dom = new JSDOM(
    `<!doctype html><html><head>${head}</head><body>${body}<script src="${APP}/embed/site.js" data-site="${SITE}" async></script></body></html>`,
    {
      url: "https://shop.example/products/oak-board/?utm_source=mail",
      runScripts: "dangerously",
      resources: { interceptors: [loaderOnly] },
      beforeParse(window) {
        window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          asked.push({ url: input instanceof Request ? input.url : input.toString(), credentials: init?.credentials });
          return Promise.resolve(
            new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status }),
          );
        };
      },
    },
  );
  await new Promise<void>((resolve) => dom.window.addEventListener("load", () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { dom, asked, doc: dom.window.document };
}

const FOUND = {
  publicId: "AbCdEfGhIjKlMnOpQrStUvWx",
  embedUrl: `${APP}/embed/AbCdEfGhIjKlMnOpQrStUvWx`,
  title: "Oak board",
  selector: null,
};

describe("/embed/site.js", () => {
  it(`is at most ${MAX_GZIP_BYTES} bytes gzipped`, () => {
    const size = gzipSync(bundle, { level: 9 }).byteLength;
    expect(size).toBeGreaterThan(500);
    expect(size).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });

  it("asks the lookup without cookies and mounts the sandboxed player into the slot", async () => {
    const { asked, doc, dom } = await shopPage('<div data-shelftalk-player style="min-height:200px"></div>', {
      status: 200,
      body: FOUND,
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.credentials).toBe("omit");
    expect(asked[0]?.url).toBe(`${APP}/api/sites/${SITE}/lookup?url=https%3A%2F%2Fshop.example%2Fproducts%2Foak-board`);
    const frame = doc.querySelector("[data-shelftalk-player] iframe");
    expect(frame?.getAttribute("src")).toBe(FOUND.embedUrl);
    expect(frame?.getAttribute("title")).toBe("Listen: Oak board");
    expect(frame?.getAttribute("height")).toBe("200");
    expect(frame?.getAttribute("sandbox")).toBe("allow-scripts allow-popups allow-popups-to-escape-sandbox");
    expect(doc.cookie).toBe("");
    dom.window.close();
  });

  it("does nothing at all when the page has no live audio", async () => {
    const { asked, doc, dom } = await shopPage("<div data-shelftalk-player></div><p>Price</p>", {
      status: 404,
      body: {},
    });
    expect(asked).toHaveLength(1);
    expect(doc.querySelector("iframe")).toBeNull();
    expect(doc.querySelector("[data-shelftalk-player]")?.innerHTML).toBe("");
    dom.window.close();
  });

  it("mounts after the site's selector when the theme has no slot, and never a frame from another origin", async () => {
    const withSelector = await shopPage('<h1>Oak</h1><div class="price">$39</div>', {
      status: 200,
      body: { ...FOUND, selector: ".price" },
    });
    expect(withSelector.doc.querySelector(".price + [data-shelftalk-player] iframe")).not.toBeNull();
    withSelector.dom.window.close();

    const foreign = await shopPage("<div data-shelftalk-player></div>", {
      status: 200,
      body: { ...FOUND, embedUrl: "https://evil.example/embed/x" },
    });
    expect(foreign.doc.querySelector("iframe")).toBeNull();
    foreign.dom.window.close();
  });
});
