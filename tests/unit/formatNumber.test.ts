import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/components/formatNumber';

describe('formatNumber', () => {
  it("writes a number the way the portal's language does, whatever the browser's", () => {
    expect(formatNumber(3000, 'en')).toBe('3,000');
    expect(formatNumber(3000, 'de')).toBe('3.000');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });

  it('gives the same answer when asked again in another language between', () => {
    expect(formatNumber(42_000, 'en')).toBe('42,000');
    expect(formatNumber(42_000, 'de')).toBe('42.000');
    expect(formatNumber(42_000, 'en')).toBe('42,000');
  });
});
