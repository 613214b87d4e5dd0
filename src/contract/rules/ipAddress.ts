import ipaddr from 'ipaddr.js';

/**
 * IP whitelist entries: single IPv4/IPv6 addresses and CIDR ranges, validated strictly. Pure module shared by
 * the portal's editor and the mock platform, so both reject exactly the same input:
 * - IPv4 in dotted decimal, four octets 0–255, no leading zeros ("010.0.0.1" is ambiguous octal elsewhere);
 * - IPv6 in RFC 4291 text form (hex groups of 1–4 digits, at most one "::", optional trailing IPv4), no zone id;
 * - CIDR "address/prefix" with prefix 0–32 (IPv4) or 0–128 (IPv6) and no host bits set ("10.0.0.1/8" is refused,
 *   the range meant is unclear).
 * Parsing and matching are ipaddr.js's. That library also reads forms a whitelist must not hold (octal, hex and
 * short IPv4 such as "10.1", zone ids, a leading-zero prefix, "::a.b.c.d" rewritten to IPv4-mapped), so the small
 * guards below refuse those before it is asked. No RegExp is built from input; the patterns are fixed and linear.
 */
export type IpFamily = 4 | 6;

export interface ParsedEntry {
  family: IpFamily;
  /** The network address as a number (32 or 128 bits). */
  value: bigint;
  prefix: number;
}

/** The most entries one whitelist may hold. */
export const MAX_IP_WHITELIST_ENTRIES = 200;
/** Longer strings cannot be addresses; refused before any parsing. */
const MAX_ENTRY_LENGTH = 60;

const IPV6_CHARACTERS = /^[0-9a-fA-F:.]+$/;
/** A lone ':' at either end (":1::", "1::2:") is not RFC 4291 text. */
const LONE_EDGE_COLON = /^:(?!:)|[^:]:$/;
const PREFIX = /^(0|[1-9][0-9]{0,2})$/;

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

const valueOf = (ip: Ip): bigint =>
  ip.toByteArray().reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

const strictIPv4 = (text: string): ipaddr.IPv4 | null =>
  ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;

const strictIPv6 = (text: string): ipaddr.IPv6 | null => {
  if (!IPV6_CHARACTERS.test(text) || LONE_EDGE_COLON.test(text)) return null;
  let hexOnly = text;
  if (text.includes('.')) {
    // A trailing IPv4 part is written as its two groups, so ipaddr.js reads it as it stands (it would turn
    // "::a.b.c.d" into "::ffff:a.b.c.d") and only strict dotted decimal passes.
    const lastColon = text.lastIndexOf(':');
    const head = text.slice(0, lastColon + 1);
    const tail = strictIPv4(text.slice(lastColon + 1));
    if (lastColon < 0 || head.includes('.') || !tail) return null;
    const [a = 0, b = 0, c = 0, d = 0] = tail.octets;
    hexOnly = `${head}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  return ipaddr.IPv6.isValid(hexOnly) ? ipaddr.IPv6.parse(hexOnly) : null;
};

export const parseIPv4 = (text: string): bigint | null => {
  const ip = strictIPv4(text);
  return ip ? valueOf(ip) : null;
};

export const parseIPv6 = (text: string): bigint | null => {
  const ip = strictIPv6(text);
  return ip ? valueOf(ip) : null;
};

/** Either family, strictly; IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is returned as IPv4. */
const parseIp = (text: string): ipaddr.IPv4 | ipaddr.IPv6 | null => {
  if (text.length > MAX_ENTRY_LENGTH) return null;
  const v4 = strictIPv4(text);
  if (v4) return v4;
  const v6 = strictIPv6(text);
  if (!v6) return null;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
};

const familyOf = (ip: Ip): IpFamily => (ip.kind() === 'ipv4' ? 4 : 6);

/** An address without prefix, either family; IPv4-mapped IPv6 (`::ffff:a.b.c.d`) counts as IPv4. */
export const parseAddress = (text: string): { family: IpFamily; value: bigint } | null => {
  const ip = parseIp(text);
  return ip ? { family: familyOf(ip), value: valueOf(ip) } : null;
};

const bitsOf = (family: IpFamily): number => (family === 4 ? 32 : 128);

/** A whitelist entry, or null when it is not a strictly valid address or CIDR range. */
export const parseEntry = (raw: string): ParsedEntry | null => {
  const text = raw.trim();
  if (text === '' || text.length > MAX_ENTRY_LENGTH) return null;
  const slash = text.indexOf('/');
  const addressText = slash === -1 ? text : text.slice(0, slash);
  // Entries keep their family as written: "::ffff:a.b.c.d" is an IPv6 entry.
  const ip = strictIPv4(addressText) ?? strictIPv6(addressText);
  if (!ip) return null;
  const family = familyOf(ip);
  const value = valueOf(ip);
  const bits = bitsOf(family);
  if (slash === -1) return { family, value, prefix: bits };
  const prefixText = text.slice(slash + 1);
  if (!PREFIX.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > bits) return null;
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  if ((value & hostMask) !== 0n) return null;
  return { family, value, prefix };
};

export const isValidEntry = (raw: string): boolean => parseEntry(raw) !== null;

const networkOf = (entry: ParsedEntry): Ip => {
  const bytes: number[] = [];
  for (let shift = BigInt(bitsOf(entry.family) - 8); shift >= 0n; shift -= 8n)
    bytes.push(Number((entry.value >> shift) & 0xffn));
  return ipaddr.fromByteArray(bytes);
};

/** True when `address` lies inside the entry (same family; an IPv4-mapped IPv6 address counts as IPv4). */
export const entryContains = (entry: ParsedEntry, address: string): boolean => {
  const ip = parseIp(address.trim());
  if (!ip || familyOf(ip) !== entry.family) return false;
  return ip.match(networkOf(entry), entry.prefix);
};

/**
 * True when a whitelist would shut out `clientIp`: the list is not empty (an empty list restricts nothing) and
 * no valid entry contains the address. An unknown client address cannot be shut out knowingly: false.
 */
export const excludesAddress = (entries: readonly string[], clientIp: string | null): boolean => {
  if (!clientIp || entries.length === 0) return false;
  return !entries.some((raw) => {
    const entry = parseEntry(raw);
    return entry !== null && entryContains(entry, clientIp);
  });
};

/** Normalises a socket address for display and matching: IPv4-mapped IPv6 becomes plain IPv4. */
export const normaliseClientIp = (address: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
};

/** The positions of invalid or repeated entries (repeats after the first occurrence). */
export const invalidEntryIndexes = (entries: readonly string[]): number[] => {
  const seen = new Set<string>();
  const bad: number[] = [];
  entries.forEach((raw, index) => {
    const entry = parseEntry(raw);
    const key = entry ? `${entry.family}:${entry.value}/${entry.prefix}` : null;
    if (!key || seen.has(key)) bad.push(index);
    else seen.add(key);
  });
  return bad;
};
