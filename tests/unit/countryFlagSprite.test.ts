// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCountryFlagSprite } from '../../scripts/vite/countryFlagSprite';

describe('the country flag sprite', () => {
  const { svg, codes } = buildCountryFlagSprite();

  it('holds every alpha-2 flag once, each as a view of its own band', () => {
    expect(codes.length).toBeGreaterThan(240);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'GB', 'US', 'CH', 'UA']));
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const views = [...svg.matchAll(/<view id="([A-Z]{2})" viewBox="0 (\d+) 513 342"\/>/g)];
    expect(views.map((view) => view[1])).toEqual(codes);
    expect(views.map((view) => Number(view[2]))).toEqual(codes.map((_, index) => index * 342));
  });

  it('is one small file: no scripts, no external references', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|href="http|xlink:href="http/);
    expect(svg.length).toBeLessThan(250_000);
  });
});
