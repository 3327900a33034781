import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { startLoopbackServer, type LoopbackServer } from "../../test/fetch-test-support";
import { runExtractCommand } from "./extract-cli";

const PAGE = `<html lang="ja"><head><meta charset="shift_jis"><title>抹茶ラテ - お茶屋</title></head>
<body><h1>抹茶ラテ</h1><p class="price">価格 ￥1,320（税込）</p></body></html>`;

let dir: string;
let server: LoopbackServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "extract-cli-"));
  writeFileSync(join(dir, "tea.html"), iconv.encode(PAGE, "shift_jis"));
  writeFileSync(join(dir, "tea.html.gz"), gzipSync(iconv.encode(PAGE, "shift_jis")));
  server = await startLoopbackServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(PAGE.replace("shift_jis", "utf-8"));
  });
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await server.close();
});

async function run(args: string[], allowHosts: string[] = []) {
  const lines: string[] = [];
  const code = await runExtractCommand(args, (l) => lines.push(l), { allowHosts });
  return { code, records: lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe("runExtractCommand", () => {
  it("extracts saved pages, plain and gzip-compressed, decoding their charset", async () => {
    const { code, records } = await run([join(dir, "tea.html"), join(dir, "tea.html.gz")]);
    expect(code).toBe(0);
    for (const [i, file] of ["tea.html", "tea.html.gz"].entries()) {
      expect(records[i]).toMatchObject({
        input: join(dir, file),
        name: "抹茶ラテ",
        price: 1320,
        currency: "JPY",
        language: "ja",
      });
      expect(Object.keys(records[i]!)).toEqual([
        "input",
        "name",
        "brand",
        "price",
        "currency",
        "availability",
        "description",
        "features",
        "category",
        "rating",
        "images",
        "language",
        "canonicalUrl",
      ]);
      expect(records[i]?.brand).toBeNull();
    }
  });

  it("prints an error line per failed input and exits 1", async () => {
    const { code, records } = await run([join(dir, "missing.html"), join(dir, "tea.html")]);
    expect(code).toBe(1);
    expect(records[0]).toEqual({ input: join(dir, "missing.html"), error: "file not found" });
    expect(records[1]).toMatchObject({ name: "抹茶ラテ" });
  });

  it("fetches URLs through the safe fetcher, honouring allowHosts", async () => {
    const url = `${server.origin}/tea`;
    const refused = await run([url]);
    expect(refused.records[0]).toEqual({ input: url, error: MESSAGES.fetch.privateAddress });
    const allowed = await run([url], [server.hostPort]);
    expect(allowed.code).toBe(0);
    expect(allowed.records[0]).toMatchObject({ input: url, name: "抹茶ラテ", price: 1320, canonicalUrl: url });
  });

  it("says only http and https links can be read when an input is a link with another scheme", async () => {
    const inputs = ["ftp://127.0.0.1/", "FILE:///etc/passwd", "gopher://127.0.0.1:70/x", "data:text/html,<h1>x</h1>"];
    const { code, records } = await run(inputs);
    expect(code).toBe(1);
    for (const [i, input] of inputs.entries()) {
      expect(records[i]).toEqual({ input, error: "Only http:// and https:// links can be read." });
    }
  });

  it("explains its usage when called without inputs", async () => {
    const { code, records } = await run([]);
    expect(code).toBe(2);
    expect(String(records[0]?.error)).toMatch(/usage/);
  });
});
