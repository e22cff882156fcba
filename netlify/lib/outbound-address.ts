// Which IP addresses the server may connect to for a URL a user gave. This is an
// allowlist: public IPv4 unicast and IPv6 global unicast (2000::/3) minus the
// special ranges inside them. Anything else is refused, so a spelling nobody
// listed (IPv4-compatible ::7f00:1, SIIT ::ffff:0:7f00:1, site-local fec0::/10,
// some future tunnelling prefix) is refused by default instead of let through.
// Addresses are parsed into numbers here rather than matched with regexes, so
// every way of writing one address gets the same answer.

/** A dotted-decimal IPv4 address as a number, or null. Strict: a leading zero (0177) means octal to some parsers, so it is not accepted. */
function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(?:0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** The 16-bit groups of one side of an IPv6 address's `::`, or null; a dotted IPv4 may end the address and counts as two groups. */
function groupsOf(part: string, mayEndWithIPv4: boolean): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (mayEndWithIPv4 && index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIPv4(piece);
      if (v4 === null) return null;
      groups.push(Math.floor(v4 / 65536), v4 % 65536);
    } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups;
}

/** An IPv6 address (`::` compression, optional trailing dotted IPv4, no zone) as a 128-bit number, or null. */
function parseIPv6(text: string): bigint | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const compressed = halves.length === 2;
  const head = groupsOf(halves[0]!, !compressed);
  const tail = compressed ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(compressed ? missing : 0).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

type Address = { version: 4 | 6; value: bigint };

/** An address (IPv6 may be in brackets), with an IPv4-mapped IPv6 address (::ffff:a.b.c.d) read as its IPv4 address; null if it is not one. */
function parseAddress(raw: string): Address | null {
  const text = raw.replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIPv4(text);
  if (v4 !== null) return { version: 4, value: BigInt(v4) };
  const v6 = parseIPv6(text);
  if (v6 === null) return null;
  // A mapped address reaches the IPv4 host, so it is judged as that host.
  if (v6 >> 32n === 0xffffn) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
}

type Range = { version: 4 | 6; network: bigint; prefix: number };

function ranges(list: readonly (readonly [string, number])[]): Range[] {
  return list.map(([network, prefix]) => {
    const parsed = parseAddress(network);
    if (!parsed) throw new Error(`Bad network ${network}`);
    return { version: parsed.version, network: parsed.value, prefix };
  });
}

function inRange(address: Address, range: Range): boolean {
  if (address.version !== range.version) return false;
  const shift = BigInt((address.version === 4 ? 32 : 128) - range.prefix);
  return address.value >> shift === range.network >> shift;
}

// IPv4 that is not public unicast: "this network", private, CGNAT, loopback,
// link-local (cloud metadata lives at 169.254.169.254), IETF protocol
// assignments, documentation, 6to4 relay, benchmarking, multicast, reserved and
// broadcast.
const IPV4_NOT_PUBLIC = ranges([
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
]);

const IPV6_GLOBAL_UNICAST = ranges([['2000::', 3]]);

// Special ranges inside 2000::/3: IETF protocol assignments (Teredo 2001::/32,
// ORCHID, benchmarking...), documentation, and 6to4, which tunnels to whatever
// IPv4 address is embedded in it.
const IPV6_SPECIAL = ranges([
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
]);

const LOOPBACK = ranges([
  ['127.0.0.0', 8],
  ['::1', 128],
]);

/** Whether an IP address is a public unicast address on the internet; anything else (private, loopback, link-local, metadata, reserved, not an address) is not. */
export function isPublicAddress(raw: string): boolean {
  const address = parseAddress(raw);
  if (!address) return false;
  if (address.version === 4) return !IPV4_NOT_PUBLIC.some((range) => inRange(address, range));
  return IPV6_GLOBAL_UNICAST.some((range) => inRange(address, range)) && !IPV6_SPECIAL.some((range) => inRange(address, range));
}

/** Whether an IP address is a loopback address (127/8, ::1, or 127/8 mapped into IPv6). */
export function isLoopbackAddress(raw: string): boolean {
  const address = parseAddress(raw);
  return address !== null && LOOPBACK.some((range) => inRange(address, range));
}

/** Whether the text is an IP address (IPv6 possibly in brackets) rather than a name. */
export function isIPAddress(raw: string): boolean {
  return parseAddress(raw) !== null;
}

/** An IPv6 address that carries an IPv4 one (::ffff:a.b.c.d, also written ::ffff:7f00:1) as that IPv4 address; any other text lower-cased, without brackets. */
export function unwrapMappedIPv4(raw: string): string {
  const address = parseAddress(raw);
  if (address?.version !== 4) return raw.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const value = Number(address.value);
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}
