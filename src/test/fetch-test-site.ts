// The loopback site the safe-fetch tests run against: one path per behaviour under test.
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import iconv from "iconv-lite";
import { startLoopbackServer, type LoopbackServer } from "./fetch-test-support";

export const PAGE = "<!doctype html><html><head><title>Kettle</title></head><body><h1>Kettle</h1></body></html>";

export function startTestSite(): Promise<LoopbackServer> {
  return startLoopbackServer(route);
}

function route(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://x");
  const path = url.pathname;
  if (path === "/page") {
    res.setHeader("content-type", "text/html; charset=utf-8");
    return res.end(PAGE);
  }
  const hop = /^\/hop\/(\d+)$/.exec(path);
  if (hop) {
    const n = Number(hop[1]);
    res.statusCode = 302;
    res.setHeader("location", n > 0 ? `/hop/${n - 1}` : "/page");
    return res.end();
  }
  if (path === "/to") {
    res.statusCode = 301;
    res.setHeader("location", url.searchParams.get("url") ?? "/");
    return res.end();
  }
  if (path === "/huge") {
    res.setHeader("content-type", "text/html");
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < 6 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    return pump();
  }
  if (path === "/bomb") {
    res.setHeader("content-type", "text/html");
    res.setHeader("content-encoding", "gzip");
    return res.end(gzipSync(Buffer.alloc(8 * 1024 * 1024, " ")));
  }
  if (path === "/gzip") {
    res.setHeader("content-type", "text/html");
    res.setHeader("content-encoding", "gzip");
    return res.end(gzipSync(PAGE));
  }
  if (path === "/hang") return; // never answers
  if (path === "/drip") {
    res.setHeader("content-type", "text/html");
    res.write("<html>");
    const t = setInterval(() => res.write(" "), 50);
    res.on("close", () => clearInterval(t));
    return;
  }
  if (path === "/json") {
    res.setHeader("content-type", "application/json");
    return res.end("{}");
  }
  if (path === "/untyped-html") return res.end(PAGE);
  if (path === "/untyped-binary") return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
  if (path === "/sjis") {
    res.setHeader("content-type", "text/html; charset=Shift_JIS");
    return res.end(iconv.encode("<html><body><p>価格 ￥1,320（税込）</p></body></html>", "shift_jis"));
  }
  if (path === "/cp1251-meta") {
    res.setHeader("content-type", "text/html");
    const html =
      '<html><head><meta charset="windows-1251"><title>Чайник</title></head><body>Цена 1 299 руб.</body></html>';
    return res.end(iconv.encode(html, "win1251"));
  }
  if (path === "/cp1251-http-equiv") {
    res.setHeader("content-type", "text/html");
    const html =
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body>Привет</body></html>';
    return res.end(iconv.encode(html, "win1251"));
  }
  if (path === "/gbk") {
    res.setHeader("content-type", "text/html; charset=gb2312");
    return res.end(iconv.encode("<html><body>电热水壶</body></html>", "gbk"));
  }
  if (path === "/bom") {
    res.setHeader("content-type", "text/html; charset=windows-1252");
    return res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<html>Crème €5</html>")]));
  }
  if (path === "/missing") {
    res.statusCode = 404;
    return res.end("nope");
  }
  res.statusCode = 500;
  res.end();
}
