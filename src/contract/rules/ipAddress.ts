/**
 * IP whitelist entries: single IPv4/IPv6 addresses and CIDR ranges, validated strictly. Pure module shared by
 * the portal's editor and the mock platform, so both reject exactly the same input:
 * - IPv4 in dotted decimal, four octets 0–255, no leading zeros ("010.0.0.1" is ambiguous octal elsewhere);
 * - IPv6 in RFC 4291 text form (hex groups of 1–4 digits, at most one "::", optional trailing IPv4), no zone id;
 * - CIDR "address/prefix" with prefix 0–32 (IPv4) or 0–128 (IPv6) and no host bits set ("10.0.0.1/8" is refused,
 *   the range meant is unclear).
 * No RegExp is built from input; the patterns below are fixed and linear.
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

const OCTET = /^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;
const PREFIX = /^(0|[1-9][0-9]{0,2})$/;

export const parseIPv4 = (text: string): bigint | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!OCTET.test(part)) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
};

const parseGroups = (text: string, allowIPv4Tail: boolean): bigint[] | null => {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: bigint[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    if (allowIPv4Tail && i === parts.length - 1 && part.includes('.')) {
      const v4 = parseIPv4(part);
      if (v4 === null) return null;
      groups.push(v4 >> 16n, v4 & 0xffffn);
    } else if (HEX_GROUP.test(part)) groups.push(BigInt(parseInt(part, 16)));
    else return null;
  }
  return groups;
};

export const parseIPv6 = (text: string): bigint | null => {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  let groups: bigint[];
  if (halves.length === 2) {
    const head = parseGroups(halves[0] ?? '', false);
    const tail = parseGroups(halves[1] ?? '', true);
    if (!head || !tail || head.length + tail.length > 7) return null;
    groups = [...head, ...Array<bigint>(8 - head.length - tail.length).fill(0n), ...tail];
  } else {
    const all = parseGroups(text, true);
    if (!all || all.length !== 8) return null;
    groups = all;
  }
  return groups.reduce((acc, group) => (acc << 16n) | group, 0n);
};

/** An address without prefix, either family; IPv4-mapped IPv6 (`::ffff:a.b.c.d`) counts as IPv4. */
export const parseAddress = (text: string): { family: IpFamily; value: bigint } | null => {
  if (text.length > MAX_ENTRY_LENGTH) return null;
  const v4 = parseIPv4(text);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseIPv6(text);
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
};

const bitsOf = (family: IpFamily): number => (family === 4 ? 32 : 128);

/** A whitelist entry, or null when it is not a strictly valid address or CIDR range. */
export const parseEntry = (raw: string): ParsedEntry | null => {
  const text = raw.trim();
  if (text === '' || text.length > MAX_ENTRY_LENGTH) return null;
  const slash = text.indexOf('/');
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const v4 = parseIPv4(addressText);
  const v6 = v4 === null ? parseIPv6(addressText) : null;
  if (v4 === null && v6 === null) return null;
  const family: IpFamily = v4 !== null ? 4 : 6;
  const value = (v4 ?? v6) as bigint;
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

/** True when `address` lies inside the entry (same family; an IPv4-mapped IPv6 address counts as IPv4). */
export const entryContains = (entry: ParsedEntry, address: string): boolean => {
  const parsed = parseAddress(address.trim());
  if (!parsed || parsed.family !== entry.family) return false;
  const shift = BigInt(bitsOf(entry.family) - entry.prefix);
  return parsed.value >> shift === entry.value >> shift;
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
