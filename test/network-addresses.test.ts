import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../src/network/addresses.js";

/**
 * The proxy connects only to public addresses, whatever name led there: a name an allowed domain
 * points at the runner itself, its private network or the metadata service is refused. Each
 * range is probed at its edges, so a range one bit too narrow or too wide shows here.
 */

const REFUSED: readonly (readonly [string, string])[] = [
  ["this network", "0.0.0.0"],
  ["this network, its last address", "0.255.255.255"],
  ["private 10/8", "10.0.0.1"],
  ["private 10/8, its last address", "10.255.255.255"],
  ["carrier-grade NAT", "100.64.0.1"],
  ["carrier-grade NAT, its last address", "100.127.255.255"],
  ["loopback", "127.0.0.1"],
  ["loopback, elsewhere in 127/8", "127.53.0.9"],
  ["the cloud metadata service", "169.254.169.254"],
  ["link-local", "169.254.0.1"],
  ["private 172.16/12", "172.16.0.1"],
  ["private 172.16/12, its last address", "172.31.255.255"],
  ["IETF protocol assignments", "192.0.0.8"],
  ["private 192.168/16", "192.168.1.1"],
  ["benchmarking", "198.18.0.1"],
  ["benchmarking, its last address", "198.19.255.255"],
  ["multicast", "224.0.0.1"],
  ["multicast, its last address", "239.255.255.255"],
  ["reserved", "240.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["IPv6 unspecified", "::"],
  ["IPv6 loopback", "::1"],
  ["IPv6 loopback written out", "0:0:0:0:0:0:0:1"],
  ["IPv4-compatible loopback", "::127.0.0.1"],
  ["IPv6 link-local", "fe80::1"],
  ["IPv6 link-local with a zone", "fe80::1%eth0"],
  ["IPv6 site-local", "fec0::1"],
  ["IPv6 unique local", "fd00::1"],
  ["IPv6 unique local, fc00::/7's first half", "fc00::1"],
  ["IPv6 multicast", "ff02::1"],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
  ["IPv4-mapped loopback in hexadecimal", "::ffff:7f00:1"],
  ["IPv4-mapped private", "::ffff:10.0.0.1"],
  ["IPv4-mapped metadata service", "::ffff:169.254.169.254"],
  ["IPv4-translated loopback", "::ffff:0:7f00:1"],
  ["NAT64 to loopback", "64:ff9b::7f00:1"],
  ["NAT64 to loopback, dotted", "64:ff9b::127.0.0.1"],
  ["NAT64 to loopback, written out", "64:ff9b:0:0:0:0:7f00:1"],
  ["NAT64 to loopback, upper case", "64:FF9B::7F00:1"],
  ["NAT64 to loopback, with a zone", "64:ff9b::7f00:1%eth0"],
  ["NAT64 to the metadata service", "64:ff9b::a9fe:a9fe"],
  ["NAT64 to this network", "64:ff9b::"],
  ["local-use NAT64", "64:ff9b:1::7f00:1"],
  ["6to4 of loopback", "2002:7f00:1::1"],
  ["6to4 of a public address", "2002:c633:6407::1"],
  ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
];

const PUBLIC: readonly (readonly [string, string])[] = [
  ["documentation 198.51.100/24", "198.51.100.7"],
  ["documentation 203.0.113/24", "203.0.113.80"],
  ["documentation 192.0.2/24", "192.0.2.1"],
  ["just below private 172.16/12", "172.15.255.255"],
  ["just above private 172.16/12", "172.32.0.1"],
  ["just above carrier-grade NAT", "100.128.0.1"],
  ["just above benchmarking", "198.20.0.1"],
  ["just below multicast", "223.255.255.254"],
  // 2001:db8::/32 is documentation space, not one of the refused ranges: the tests' own hosts live there.
  ["IPv6 documentation", "2001:db8::1"],
  ["IPv4-mapped public", "::ffff:198.51.100.7"],
  ["NAT64 to a public address", "64:ff9b::c633:6407"],
  ["NAT64 to a public address, dotted", "64:ff9b::203.0.113.80"],
  ["global unicast", "2606:4700::1"],
];

describe("isPublicAddress", () => {
  it.each(REFUSED)("refuses %s (%s)", (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)("accepts %s (%s)", (_what, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ["a host name", "example.com"],
    ["the empty string", ""],
    ["a short IPv4 form", "127.1"],
    ["a bracketed IPv6 address", "[2001:db8::1]"],
    ["an address with a port", "198.51.100.7:443"],
  ])("refuses %s, which is not an address", (_what, text) => {
    expect(isPublicAddress(text)).toBe(false);
  });
});
