/** The flag sprite module built by scripts/vite/countryFlagSprite.ts (a Vite plugin). */
declare module 'virtual:country-flag-sprite' {
  /** Address of the SVG file that holds every flag as a fragment view (`${spriteUrl}#DE`). */
  export const spriteUrl: string;
  /** The ISO 3166-1 alpha-2 codes the sprite holds, upper case. */
  export const flagCodes: readonly string[];
}
