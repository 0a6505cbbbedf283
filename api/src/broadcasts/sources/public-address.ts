import { BlockList, isIP } from 'node:net';

/**
 * Address ranges that are not public hosts on the Internet (IANA's special-purpose registries):
 * this machine, private and shared networks, link-local, unspecified, documentation, multicast
 * and reserved space, and IPv6 forms that carry an IPv4 address elsewhere. IPv4-mapped IPv6
 * addresses (::ffff:a.b.c.d) match the IPv4 ranges (BlockList maps them).
 */
const SPECIAL_PURPOSE: readonly [network: string, bits: number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address included
  ['::', 96], // unspecified (::), loopback (::1) and the old IPv4-compatible form
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** NAT64's well-known prefix: the last 32 bits are the IPv4 address reached. */
const NAT64 = { network: '64:ff9b::', bits: 96 } as const;

function blockListOf(ranges: readonly [string, number][]): BlockList {
  const list = new BlockList();
  for (const [network, bits] of ranges) {
    list.addSubnet(network, bits, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

const special = blockListOf(SPECIAL_PURPOSE);
const nat64 = blockListOf([[NAT64.network, NAT64.bits]]);

/** The address without an IPv6 zone ('fe80::1%eth0'), which BlockList would not match. */
export function withoutZone(address: string): string {
  const zone = address.indexOf('%');
  return zone < 0 ? address : address.slice(0, zone);
}

/** The eight 16-bit words of an IPv6 address. */
function ipv6Words(address: string): number[] {
  // the URL parser writes it in one form: hex words, at most one '::', no dotted quad
  const hex = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = hex.includes('::') ? hex.split('::') : [hex, null];
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const zeros = tail === null ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((word) => parseInt(word, 16));
}

/** The IPv4 address a NAT64 address reaches. */
function nat64Target(address: string): string {
  const words = ipv6Words(address);
  return [words[6] >> 8, words[6] & 255, words[7] >> 8, words[7] & 255].join('.');
}

/**
 * Whether the address (IPv4 or IPv6, as connected to) is a host on the public Internet: false
 * for loopback, private, link-local, unspecified and other special-purpose addresses, in any of
 * their IPv6 forms. Anything that is not an IP address is not public either.
 */
export function isPublicAddress(text: string): boolean {
  const address = withoutZone(text);
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (special.check(address, type)) return false;
  if (family === 6 && nat64.check(address, 'ipv6')) return isPublicAddress(nat64Target(address));
  return true;
}
