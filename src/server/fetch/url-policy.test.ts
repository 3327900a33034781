import { describe, expect, it } from "vitest";
import { checkUrl, isExemptHost } from "./url-policy";

describe("checkUrl", () => {
  it("allows ordinary shop links on default ports", () => {
    const d = checkUrl("https://shop.example.com/p/123?x=1");
    expect(d).toMatchObject({ allowed: true, port: 443, exempt: false });
    expect(checkUrl("http://shop.example.com/").allowed).toBe(true);
    expect(checkUrl("http://8.8.8.8/").allowed).toBe(true);
  });

  it.each([
    ["ftp://example.com/", "unsupported_scheme"],
    ["file:///etc/passwd", "unsupported_scheme"],
    ["javascript:alert(1)", "unsupported_scheme"],
    ["not a url", "invalid_url"],
    ["https://user:pass@example.com/", "credentials_in_url"],
    ["https://user@example.com/", "credentials_in_url"],
    ["https://example.com:8080/", "port_not_allowed"],
    ["http://example.com:22/", "port_not_allowed"],
  ])("refuses %s (%s)", (url, code) => {
    expect(checkUrl(url)).toMatchObject({ allowed: false, code });
  });

  it.each([
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://127.1/",
    "http://0x7f000001/",
    "http://017700000001/",
    "http://0/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://0xA9FEA9FE/",
    "http://localhost/",
    "http://LOCALHOST./",
    "http://app.localhost/",
    "http://printer.local/",
    "http://metadata.google.internal/",
    "http://intranet/",
  ])("sees through odd spellings of private hosts: %s", (url) => {
    expect(checkUrl(url)).toMatchObject({ allowed: false, code: "private_address" });
  });

  it("exempts an allowHosts entry only when host and port both match", () => {
    const allowHosts = ["127.0.0.1:8123", "localhost:9000", "[::1]:7000"];
    expect(checkUrl("http://127.0.0.1:8123/", { allowHosts })).toMatchObject({ allowed: true, exempt: true });
    expect(checkUrl("http://127.0.0.1:8124/", { allowHosts })).toMatchObject({ allowed: false });
    expect(checkUrl("http://127.0.0.1/", { allowHosts })).toMatchObject({ allowed: false, code: "private_address" });
    expect(checkUrl("http://localhost:9000/", { allowHosts }).allowed).toBe(true);
    expect(checkUrl("http://[::1]:7000/", { allowHosts }).allowed).toBe(true);
    expect(checkUrl("http://127.0.0.2:8123/", { allowHosts }).allowed).toBe(false);
  });

  it("ignores allowHosts entries without a port", () => {
    expect(isExemptHost("127.0.0.1", 80, ["127.0.0.1"])).toBe(false);
    expect(isExemptHost("127.0.0.1", 80, ["127.0.0.1:80"])).toBe(true);
  });

  it("honours a configured port list", () => {
    expect(checkUrl("https://example.com:8443/", { allowedPorts: [443, 8443] }).allowed).toBe(true);
  });
});
