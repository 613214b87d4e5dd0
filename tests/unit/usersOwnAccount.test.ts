import { describe, expect, it } from 'vitest';
import {
  isOwnAccount,
  namesOwnAccount,
  normalizeIdentifier,
} from '../../src/contract/rules/ownAccount';
import { canGrantRole, grantableRoles } from '../../src/contract/rules/grantableRoles';
import { authoritiesForRoles } from '../../src/contract/permissions';

const me = { id: 'u-admin', email: 'admin@demo.test' };

describe('normalizeIdentifier', () => {
  it.each([
    ['ADMIN@DEMO.TEST', 'admin@demo.test'],
    ['  admin@demo.test\t', 'admin@demo.test'],
    ['ad\u200bmin@demo.test\u2060', 'admin@demo.test'],
    ['\ufeffadmin@de\u00admo.test', 'admin@demo.test'],
    ['ａｄｍｉｎ＠ｄｅｍｏ．ｔｅｓｔ', 'admin@demo.test'],
    ['\u0430dmin@demo.test', 'admin@demo.test'], // Cyrillic а
    ['admin@d\u0435m\u043e.t\u0435st', 'admin@demo.test'], // Cyrillic е, о
    ['\u0391DMIN@DEMO.TEST', 'admin@demo.test'], // Greek Α
    ['admin@dem\u03bf.test', 'admin@demo.test'], // Greek ο
    ['STRASSE', 'strasse'],
    ['straße', 'strasse'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeIdentifier(input)).toBe(expected);
  });

  it('keeps different identifiers different', () => {
    expect(normalizeIdentifier('admin2@demo.test')).not.toBe(
      normalizeIdentifier('admin@demo.test'),
    );
    expect(normalizeIdentifier('u-agent')).not.toBe(normalizeIdentifier('u-admin'));
  });
});

describe('own account', () => {
  it('recognises the id and the e-mail in any spelling', () => {
    expect(namesOwnAccount(me, 'U-ADMIN')).toBe(true);
    expect(namesOwnAccount(me, ' u-\u200badmin ')).toBe(true);
    expect(namesOwnAccount(me, 'Admin@Dem\u043e.test')).toBe(true);
    expect(namesOwnAccount(me, 'agent@demo.test')).toBe(false);
    expect(namesOwnAccount(me, '   ')).toBe(false);
  });

  it('checks a record by id or by e-mail', () => {
    expect(isOwnAccount(me, { id: 'u-other', email: 'ADMIN@demo.test' })).toBe(true);
    expect(isOwnAccount(me, { id: 'u-admin', email: 'x@y.test' })).toBe(true);
    expect(isOwnAccount(me, { id: 'u-other', email: 'other@demo.test' })).toBe(false);
  });
});

describe('grantable roles (no privilege escalation)', () => {
  it('an administrator may grant every role', () => {
    expect(grantableRoles(authoritiesForRoles(['ROLE_ADMINISTRATOR']))).toHaveLength(11);
  });
  it('a merchant admin may grant merchant roles but not the administrator', () => {
    const merchant = authoritiesForRoles(['ROLE_MERCHANT_ADMIN']);
    expect(canGrantRole(merchant, 'ROLE_MERCHANT_ADMIN')).toBe(true);
    expect(canGrantRole(merchant, 'ROLE_ADMINISTRATOR')).toBe(false);
    expect(canGrantRole(merchant, 'ROLE_SUPPORT_MANAGER')).toBe(false);
  });
});
