// Which addresses the crawler may connect to (issue 12 item 5). A business's "website" is
// untrusted input: it must never make our server read loopback, the private network, a
// cloud metadata service or anything else that is not on the public internet.

type Range = readonly [base: number, prefix: number];

// IPv4 blocks that are not public unicast (RFC 6890 and friends), as [base, prefix length].
const BLOCKED_V4: readonly Range[] = [
  [ip4(0, 0, 0, 0), 8], // "this network"
  [ip4(10, 0, 0, 0), 8], // private
  [ip4(100, 64, 0, 0), 10], // CGNAT (also Alibaba's metadata 100.100.100.200)
  [ip4(127, 0, 0, 0), 8], // loopback
  [ip4(169, 254, 0, 0), 16], // link-local, cloud metadata 169.254.169.254
  [ip4(172, 16, 0, 0), 12], // private
  [ip4(192, 0, 0, 0), 24], // IETF protocol assignments
  [ip4(192, 0, 2, 0), 24], // documentation
  [ip4(192, 88, 99, 0), 24], // 6to4 relay anycast
  [ip4(192, 168, 0, 0), 16], // private
  [ip4(198, 18, 0, 0), 15], // benchmarking
  [ip4(198, 51, 100, 0), 24], // documentation
  [ip4(203, 0, 113, 0), 24], // documentation
  [ip4(224, 0, 0, 0), 4], // multicast
  [ip4(240, 0, 0, 0), 4], // reserved, broadcast
];

function ip4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/** The dotted quad as a 32-bit number, or null when it is not one. */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null. */
export function parseIPv6(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // An embedded IPv4 tail (::ffff:1.2.3.4) is parsed as two placeholder groups, then filled.
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  let v4Tail: number | null = null;
  if (tail) {
    v4Tail = parseIPv4(tail[1]!);
    if (v4Tail === null) return null;
    address = address.slice(0, tail.index + 1) + '0:0';
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    for (const group of part.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
      out.push(parseInt(group, 16));
    }
    return out;
  };
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length;
  let groups: number[];
  if (halves.length === 2) {
    if (known > 7) return null;
    groups = [...head, ...new Array<number>(8 - known).fill(0), ...rest];
  } else {
    if (known !== 8) return null;
    groups = head;
  }
  if (v4Tail !== null) {
    groups[6] = v4Tail >>> 16;
    groups[7] = v4Tail & 0xffff;
  }
  return groups;
}

function v4IsPublic(value: number): boolean {
  return !BLOCKED_V4.some(([base, prefix]) => {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    return (value & mask) >>> 0 === base;
  });
}

function v6IsPublic(groups: number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const embedded = ((g6 << 16) >>> 0) + g7;
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated): judged as the IPv4 address.
  if (firstFiveZero && g5 === 0xffff) return v4IsPublic(embedded);
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) {
    return v4IsPublic(embedded);
  }
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d: never a public destination.
  if (firstFiveZero && g5 === 0) return false;
  // NAT64 (64:ff9b::/96, 64:ff9b:1::/48): the IPv4 address behind it decides.
  if (g0 === 0x64 && g1 === 0xff9b) return (g2 === 0 || g2 === 1) && v4IsPublic(embedded);
  // 6to4 (2002::/16) carries an IPv4 address in groups 1-2.
  if (g0 === 0x2002) return v4IsPublic(((g1 << 16) >>> 0) + g2);
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo tunnels to arbitrary IPv4 hosts
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return false; // discard-only
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local (AWS metadata fd00:ec2::254)
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local
  if ((g0 & 0xffc0) === 0xfec0) return false; // site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  // Global unicast is 2000::/3; anything else is unassigned.
  return (g0 & 0xe000) === 0x2000;
}

/** Whether an IP address (v4 or v6, any textual form the resolver returns) is public. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return v4IsPublic(v4);
  const v6 = parseIPv6(address);
  if (v6 !== null) return v6IsPublic(v6);
  return false;
}

/** Whether a URL hostname is an IP literal (then there is nothing to resolve). */
export function ipLiteral(hostname: string): string | null {
  if (parseIPv4(hostname) !== null) return hostname;
  if (hostname.startsWith('[') && parseIPv6(hostname) !== null) return hostname.slice(1, -1);
  return null;
}
