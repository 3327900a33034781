import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../../src/test/free-port";
import { CLIENT_DIR, gzBytes } from "./web-bundles";

export type EmbedSizes = { script: number; styles: number; frame: number };

/**
 * The embedded player's weight, gzipped at level 9 (bytes): its script, its stylesheet (which
 * the server inlines into the frame's HTML), and everything the frame loads before play: the
 * frame's HTML (stylesheet and the audio's captions inlined) plus the script.
 */
export async function embedSizes(embedUrl: string): Promise<EmbedSizes> {
  const html = await (await fetch(embedUrl, { headers: { "accept-encoding": "identity" } })).text();
  const src = /<script src="\/(assets\/embed-player-[\w-]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("the embed page references no player script");
  const styles = readdirSync(path.join(CLIENT_DIR, "assets")).find((file) => /^embed-player-[\w-]+\.css$/.test(file));
  if (!styles) throw new Error("no embed-player stylesheet in dist/client/assets");
  const script = gzBytes(src);
  return {
    script,
    styles: gzBytes(`assets/${styles}`),
    frame: gzipSync(html, { level: 9 }).length + script,
  };
}

/**
 * A shop's product page on its own loopback origin with the embed code pasted in: a heading,
 * a paragraph, the snippet, more text and a button, as a typical product description renders.
 */
export async function startHostPage(snippet: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    // A proper little site, so its scores speak of the embed, not of a missing robots.txt.
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("User-agent: *\nAllow: /\n");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Walnut desk organiser · Example Shop</title>
<meta name="description" content="A walnut desk organiser with three trays, hand-oiled, shipped flat.">
<style>body{font:16px/1.5 sans-serif;max-width:720px;margin:0 auto;padding:16px}</style></head>
<body><main><h1>Walnut desk organiser</h1><p>Three trays, hand-oiled walnut, ships flat. Listen to the description:</p>
${snippet}
<p>Free delivery and thirty-day returns on every order.</p><button type="button">Add to cart</button></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
