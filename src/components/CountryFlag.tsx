import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocaleState } from 'react-admin';
import { flagCodes, spriteUrl } from 'virtual:country-flag-sprite';
import { countryName } from './countryName';

/**
 * Country flags as SVG (country-flag-icons, 3:2). Flag emoji would be simpler, but Windows ships no flag glyphs
 * and many Linux desktops have no emoji font: an operator would see two letters or empty boxes. All flags are
 * one sprite file (scripts/vite/countryFlagSprite.ts) addressed by fragment, fetched once when the first flag
 * shows and cached like any asset.
 */
const KNOWN = new Set(flagCodes);

const codeOf = (alpha2: string | null | undefined): string | null => {
  const code = (alpha2 ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && KNOWN.has(code) ? code : null;
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
  if (!code) return null;
  return (
    <FlagImage
      src={`${spriteUrl}#${code}`}
      alt=""
      aria-hidden="true"
      data-country-flag={code}
      width={width}
      height={Math.round((width * 2) / 3)}
      loading="lazy"
      decoding="async"
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
