import { BlockList, isIP } from "node:net";

/**
 * The addresses the proxy never connects to, whatever name led there (DESIGN section 4b): the
 * runner's own loopback, its private networks, link-local (the cloud metadata service at
 * 169.254.169.254 among them), and the ranges that are not one host on the internet. A name that
 * resolves to one is refused as the address would be, so DNS cannot point an allowed name at a
 * local service.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the metadata service
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking, used as internal space
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  REFUSED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, and the deprecated IPv4-compatible addresses
  ["::ffff:0:0:0", 96], // IPv4-translated (SIIT): an IPv4 address of any kind behind it
  ["64:ff9b:1::", 48], // local-use NAT64, whose IPv4 side is the site's own network
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
  ["fc00::", 7], // unique local
  ["ff00::", 8], // multicast
  ["2001::", 32], // Teredo: an IPv4 address of any kind behind it
  ["2002::", 16], // 6to4: likewise
] as const)
  REFUSED.addSubnet(network, prefix, "ipv6");

/** The well-known NAT64 prefix: its last 32 bits are an IPv4 address, judged as that address. */
const NAT64 = new BlockList();
NAT64.addSubnet("64:ff9b::", 96, "ipv6");

/**
 * Whether `address` (an IP address as `dns.lookup` gives it) is one host on the internet the
 * proxy may connect to. IPv4-mapped IPv6 addresses are judged as their IPv4 address (BlockList
 * does so), NAT64 ones likewise, however they are written. Anything that is not an address is
 * refused.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !REFUSED.check(address, "ipv4");
  if (family !== 6) return false;
  if (NAT64.check(address, "ipv6")) return isPublicAddress(embeddedIpv4(address.replace(/%.*$/, "")));
  return !REFUSED.check(address, "ipv6");
}

/** The IPv4 address in the last 32 bits of an IPv6 address, in any of its spellings. */
function embeddedIpv4(address: string): string {
  const last = address.slice(address.lastIndexOf(":") + 1);
  if (isIP(last) === 4) return last;
  // The groups after "::" (or all eight) end the address; a group "::" stands for is zero.
  const tail = address.split("::").pop() ?? "";
  const groups = ["0", "0", ...(tail === "" ? [] : tail.split(":"))].slice(-2);
  const [high, low] = groups.map((group) => Number.parseInt(group, 16));
  return [(high ?? 0) >> 8, (high ?? 0) & 0xff, (low ?? 0) >> 8, (low ?? 0) & 0xff].join(".");
}
