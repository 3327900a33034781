import { describe, expect, it } from "vitest";
import { classifyAddress } from "./address-policy";

describe("classifyAddress", () => {
  it.each([
    ["8.8.8.8", "unicast"],
    ["93.184.215.14", "unicast"],
    ["2606:4700::1111", "unicast"],
    ["::ffff:8.8.8.8", "unicast"],
    ["64:ff9b::808:808", "unicast"],
    ["2002:808:808::1", "unicast"],
  ])("allows public %s", (ip, reason) => {
    expect(classifyAddress(ip)).toEqual({ allowed: true, reason });
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.1.1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["fec0::1", "deprecatedSiteLocal"],
    ["169.254.169.254", "metadata"],
    ["169.254.170.2", "metadata"],
    ["100.100.100.200", "metadata"],
    ["192.0.0.192", "metadata"],
    ["168.63.129.16", "metadata"],
    ["fd00:ec2::254", "metadata"],
  ])("refuses %s as %s", (ip, reason) => {
    expect(classifyAddress(ip)).toEqual({ allowed: false, reason });
  });

  it.each([
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "::ffff:0:10.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::808:808",
    "2002:7f00:1::1",
    "2002:c0a8:101::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "::127.0.0.1",
    "::8.8.8.8",
  ])("refuses IPv6 forms embedding or tunnelling to private IPv4: %s", (ip) => {
    expect(classifyAddress(ip).allowed).toBe(false);
  });

  it.each(["0x7f.1", "127.1", "2130706433", "0177.0.0.1", "localhost", "", "1.2.3.4.5"])(
    "refuses non-canonical or non-address input %j",
    (ip) => {
      expect(classifyAddress(ip)).toEqual({ allowed: false, reason: "invalid" });
    },
  );
});
