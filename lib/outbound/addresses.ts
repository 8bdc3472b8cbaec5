import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are not the public internet: this network, private, shared (CGNAT), loopback, link-local, test nets, multicast, reserved. */
const privateIPv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateIPv4.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6: only global unicast (2000::/3) reaches the public internet; loopback, unique-local (fc00::/7), link-local
 * (fe80::/10), multicast (ff00::/8) and the mapped and translated forms lie outside it. Inside it, the protocol
 * assignments (Teredo among them), the documentation range and 6to4 (which carries an IPv4 address) are refused.
 */
const globalIPv6 = new BlockList();
globalIPv6.addSubnet('2000::', 3, 'ipv6');
const specialIPv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const) {
  specialIPv6.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:127.0.0.1 or ::ffff:7f00:1), or null. */
function mappedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted && isIPv4(dotted[1]!)) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** An IP address without the brackets a URL writes IPv6 in, or null when the text is not an IP address. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIPv4(bare) || isIPv6(bare) ? bare : null;
}

/** Whether an IP address belongs to the public internet: never loopback, private, link-local, unique-local or multicast. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !privateIPv4.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const mapped = mappedIPv4(address);
  if (mapped) return isPublicAddress(mapped);
  return globalIPv6.check(address, 'ipv6') && !specialIPv6.check(address, 'ipv6');
}
