import { describe, expect, it } from "vitest";
import { decideConnectAddress } from "./guarded-connector";

const v4 = (address: string) => ({ address, family: 4 as const });
const v6 = (address: string) => ({ address, family: 6 as const });

describe("decideConnectAddress (connect-time check)", () => {
  it("allows a host whose addresses are all public", () => {
    expect(decideConnectAddress("shop.example", 443, [v4("93.184.215.14"), v6("2606:2800:21f:cb07::1")])).toEqual({
      allowed: true,
      addresses: ["93.184.215.14", "2606:2800:21f:cb07::1"],
    });
  });

  it.each([
    [[v4("127.0.0.1")]],
    [[v4("10.0.0.5")]],
    [[v4("169.254.169.254")]],
    [[v6("::1")]],
    [[v6("::ffff:127.0.0.1")]],
    [[v6("fd00:ec2::254")]],
    [[v4("93.184.215.14"), v4("192.168.1.10")]],
    [[]],
  ])("refuses %j", (addresses) => {
    expect(decideConnectAddress("shop.example", 443, addresses).allowed).toBe(false);
  });

  it("exempts an allowHosts loopback server only for its exact host and port", () => {
    const allowHosts = ["demo.local.test:8080", "[::1]:9000"];
    expect(decideConnectAddress("demo.local.test", 8080, [v4("127.0.0.1")], allowHosts).allowed).toBe(true);
    expect(decideConnectAddress("demo.local.test", 8081, [v4("127.0.0.1")], allowHosts).allowed).toBe(false);
    expect(decideConnectAddress("::1", 9000, [v6("::1")], allowHosts).allowed).toBe(true);
    // The exemption is for loopback demos; it never opens the private network.
    expect(decideConnectAddress("demo.local.test", 8080, [v4("10.0.0.2")], allowHosts).allowed).toBe(false);
  });
});
