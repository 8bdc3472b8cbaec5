import { isIPv4, isIPv6 } from 'node:net';

/** Removes what proxies add around an address: brackets, a port, an IPv6 zone, the IPv4-mapped IPv6 prefix. */
function bare(text: string): string {
  let value = text.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  return mapped ? mapped[1]! : value;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The rate-limiting key of an address as written in a header or by the socket, or null when it is not an IP
 * address. IPv4 stays as it is; IPv6 becomes its /64 network, because one home or server usually holds a whole
 * /64 and could otherwise take a fresh address for every request.
 */
export function addressKey(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = bare(text);
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  const network = ipv6Groups(value)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${network}::/64`;
}
