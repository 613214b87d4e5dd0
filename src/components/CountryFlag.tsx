import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocaleState } from 'react-admin';
import { countryName } from './countryName';

/**
 * Country flags as SVG files (country-flag-icons, 3:2). Flag emoji would be simpler, but Windows ships no flag
 * glyphs and many Linux desktops have no emoji font: an operator would see two letters or empty boxes. Each
 * flag is its own lazily loaded asset, so a page only downloads the flags it shows.
 */
const FLAG_DIR = '/node_modules/country-flag-icons/3x2/';
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url',
  import: 'default',
});
const loaded = new Map<string, string>();

const codeOf = (alpha2: string | null | undefined): string | null => {
  const code = (alpha2 ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && `${FLAG_DIR}${code}.svg` in FLAG_URLS ? code : null;
};

/** Whether a flag exists for an ISO 3166-1 alpha-2 code. */
export const hasCountryFlag = (alpha2: string | null | undefined): boolean =>
  codeOf(alpha2) !== null;

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2; anything else renders nothing. */
  alpha2: string | null | undefined;
  /** Width in px (height is two thirds). */
  width?: number;
}

const FlagImage = styled('img')(({ theme }) => ({
  flexShrink: 0,
  borderRadius: 2,
  boxShadow: `0 0 0 1px ${theme.palette.divider}`,
  verticalAlign: 'middle',
}));

/** A decorative flag: the country's name is always written next to it, so it is hidden from screen readers. */
export const CountryFlag = ({ alpha2, width = 20 }: CountryFlagProps) => {
  const code = codeOf(alpha2);
  const [url, setUrl] = useState<string | undefined>(code ? loaded.get(code) : undefined);
  useEffect(() => {
    if (!code) return;
    const known = loaded.get(code);
    if (known) {
      setUrl(known);
      return;
    }
    let live = true;
    FLAG_URLS[`${FLAG_DIR}${code}.svg`]?.()
      .then((src) => {
        loaded.set(code, src);
        if (live) setUrl(src);
      })
      // A flag that fails to load is only decoration: the name next to it still says the country.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  if (!code) return null;
  return (
    <FlagImage
      src={url}
      alt=""
      aria-hidden="true"
      data-country-flag={code}
      width={width}
      height={Math.round((width * 2) / 3)}
      style={{ visibility: url ? 'visible' : 'hidden' }}
    />
  );
};

/** A country as people read it: flag and name (the name carries the meaning; the flag helps scanning). */
export const CountryLabel = ({ country }: { country: { label: string; alpha2: string } }) => {
  const [locale] = useLocaleState();
  const localized = countryName(country.alpha2, locale);
  // The platform's label (English) only where the browser has no name for the code.
  const name = localized.toUpperCase() === country.alpha2.toUpperCase() ? country.label : localized;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <CountryFlag alpha2={country.alpha2} />
      <Typography component="span" variant="body2">
        {name}
      </Typography>
    </Box>
  );
};
