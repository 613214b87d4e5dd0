import type { Rgb } from './raster';

/** FNV-1a of a string: a stable number for choosing colours and positions from a record id. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

export const pickBy = <T>(hash: number, items: readonly T[], salt = 0): T =>
  items[((hash >>> (salt % 24)) + salt) % items.length]!;

export const INK: Rgb = [28, 32, 44];
export const MUTED: Rgb = [92, 100, 118];
export const BLACK: Rgb = [0, 0, 0];
export const SPECIMEN_RED: Rgb = [200, 30, 40];

export const CARD_TINTS: readonly Rgb[] = [
  [226, 236, 246],
  [232, 244, 232],
  [246, 236, 226],
  [238, 232, 246],
  [244, 240, 222],
  [226, 242, 242],
];
export const BAND_COLOURS: readonly Rgb[] = [
  [34, 74, 140],
  [28, 110, 86],
  [140, 52, 44],
  [86, 56, 140],
  [120, 96, 32],
  [24, 100, 120],
];
export const SKIN: readonly Rgb[] = [
  [241, 204, 178],
  [224, 172, 138],
  [198, 144, 108],
  [161, 110, 76],
  [121, 80, 55],
  [92, 62, 44],
];
export const HAIR: readonly Rgb[] = [
  [40, 30, 24],
  [90, 60, 36],
  [160, 120, 70],
  [200, 170, 110],
  [70, 70, 74],
  [130, 50, 30],
];
export const CLOTHES: readonly Rgb[] = [
  [52, 84, 140],
  [150, 60, 60],
  [60, 120, 90],
  [90, 90, 100],
  [180, 140, 60],
  [110, 70, 130],
];
export const BACKDROPS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [214, 226, 240],
    [170, 190, 215],
  ],
  [
    [236, 232, 224],
    [200, 192, 178],
  ],
  [
    [222, 238, 230],
    [176, 206, 190],
  ],
  [
    [238, 226, 232],
    [206, 184, 196],
  ],
];
