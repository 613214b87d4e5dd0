import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag, CountryLabel, hasCountryFlag } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('CountryFlag', () => {
  it('knows the flags of alpha-2 codes only', () => {
    expect(hasCountryFlag('de')).toBe(true);
    expect(hasCountryFlag('GB')).toBe(true);
    expect(hasCountryFlag('DEU')).toBe(false);
    expect(hasCountryFlag('ZZ')).toBe(false);
    expect(hasCountryFlag(null)).toBe(false);
  });

  it('shows the country from the one flag sprite as a decorative image', () => {
    const { container } = render(<CountryFlag alpha2="de" width={24} />);
    const img = container.querySelector('img[data-country-flag="DE"]');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('aria-hidden')).toBe('true');
    expect(img?.getAttribute('height')).toBe('16');
    expect(img?.getAttribute('src')).toMatch(/country-flag-sprite\.svg#DE$/);
  });

  it('renders nothing for an unknown code', () => {
    const { container } = render(<CountryFlag alpha2="DEU" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('CountryLabel', () => {
  it('names the country in the portal language, whatever label the platform sent', () => {
    renderWithI18n(<CountryLabel country={{ alpha2: 'GB', label: 'United Kingdom' }} />, {
      locale: 'de',
    });
    expect(screen.getByText('Vereinigtes Königreich')).toBeTruthy();
  });

  it('keeps the platform label for a code the browser cannot name', () => {
    renderWithI18n(<CountryLabel country={{ alpha2: 'AA', label: 'Test territory' }} />);
    expect(screen.getByText('Test territory')).toBeTruthy();
  });
});
