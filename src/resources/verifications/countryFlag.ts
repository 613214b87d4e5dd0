/** The flag emoji of an ISO 3166-1 alpha-2 code (two regional-indicator letters); '' when not a code. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

export const flagEmoji = (alpha2: string | null | undefined): string => {
  const code = (alpha2 ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(
    ...Array.from(code, (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
};
