import { describe, expect, it } from 'vitest';
import {
  excludesAddress,
  invalidEntryIndexes,
  isValidEntry,
  normaliseClientIp,
} from '../../src/contract/rules/ipAddress';

describe('IP whitelist entries (strict)', () => {
  it.each([
    '0.0.0.0',
    '192.168.1.10',
    '255.255.255.255',
    '10.0.0.0/8',
    '192.168.1.10/32',
    '0.0.0.0/0',
    '::1',
    '::',
    '2001:db8::',
    '2001:db8::/32',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    'fe80::1:2:3:4',
    '::ffff:192.0.2.128',
    '2001:db8::/64',
  ])('accepts %s', (entry) => expect(isValidEntry(entry)).toBe(true));

  it.each([
    '',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/08',
    '10.0.0.1/8',
    '1.2.3.4/',
    'localhost',
    '2001:db8:::1',
    '1::2::3',
    '2001:db8::g',
    '12345::',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    'fe80::1%eth0',
    '2001:db8::1/129',
    '2001:db8::1/32',
    '::ffff:999.0.0.1',
    '<script>',
  ])('refuses %j', (entry) => expect(isValidEntry(entry)).toBe(false));

  it('flags invalid and repeated entries by position', () => {
    expect(
      invalidEntryIndexes(['10.0.0.0/8', 'nope', '10.0.0.0/8', '::1', '0:0:0:0:0:0:0:1']),
    ).toEqual([1, 2, 4]);
  });

  it('tells whether a list would shut out an address', () => {
    expect(excludesAddress([], '127.0.0.1')).toBe(false);
    expect(excludesAddress(['10.0.0.0/8'], '127.0.0.1')).toBe(true);
    expect(excludesAddress(['127.0.0.0/8'], '127.0.0.1')).toBe(false);
    expect(excludesAddress(['2001:db8::/32'], '2001:db8:1::5')).toBe(false);
    expect(excludesAddress(['2001:db8::/32'], '2001:db9::5')).toBe(true);
    expect(excludesAddress(['127.0.0.1'], '::ffff:127.0.0.1')).toBe(false);
    expect(excludesAddress(['10.0.0.0/8'], null)).toBe(false);
  });

  it('normalises IPv4-mapped client addresses', () => {
    expect(normaliseClientIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseClientIp('::1')).toBe('::1');
  });
});
