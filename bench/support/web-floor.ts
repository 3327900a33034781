import { createServer } from "node:http";
import { brotliCompressSync } from "node:zlib";
import { freePort } from "../../src/test/free-port";

/**
 * Removes every `<script>` element and every `<link rel="modulepreload">` from a page: what
 * is left is the prerendered HTML and its styles, the least work the browser can do to show
 * the page. The product never serves this; only the bench does (issue 26).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\bmodulepreload\b[^>]*>/gi, "");
}

/**
 * "The floor": a tiny loopback server on its own port that answers every request by asking the
 * product server for the same path, and sends HTML pages back with their scripts removed
 * (withoutScripts). Stylesheets, images, audio and the rest pass through as they are, so the
 * floor paints exactly what the product's prerendered HTML paints, without running any script.
 */
export async function startFloorServer(productUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? "/", productUrl);
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    // fetch() decodes what it receives, so everything is asked for plain and, like the product
    // does, sent on Brotli-compressed when the browser accepts it: the same bytes on the wire.
    fetch(target, { headers: { "accept-encoding": "identity" }, redirect: "manual" })
      .then(async (answer) => {
        const type = answer.headers.get("content-type") ?? "application/octet-stream";
        const headers: Record<string, string> = { "content-type": type };
        for (const name of ["cache-control", "location"]) {
          const value = answer.headers.get(name);
          if (value) headers[name] = value;
        }
        let body = type.startsWith("text/html")
          ? Buffer.from(withoutScripts(await answer.text()))
          : Buffer.from(await answer.arrayBuffer());
        if (brotli && /^(text\/|application\/(javascript|json))|svg/.test(type)) {
          body = brotliCompressSync(body);
          headers["content-encoding"] = "br";
        }
        res.writeHead(answer.status, headers);
        res.end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
