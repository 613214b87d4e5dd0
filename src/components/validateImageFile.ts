import { BYTES_PER_MB, DEFAULT_MAX_IMAGE_UPLOAD_BYTES } from '../contract/constants';

/** The parts of a File this check needs (a File satisfies it). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface ImageFileRules {
  /** Accepted entries: a family wildcard ('image/*'), an exact mime type or an extension ('.png'). */
  accept?: readonly string[];
  /** Largest accepted size in bytes. */
  maxBytes?: number;
}

export type ImageFileProblem = { error: 'invalidFile' } | { error: 'invalidSize'; maxMb: number };

/** SVG can carry scripts, so it is refused whatever the accepted list says. */
const isSvg = (file: FileLike): boolean =>
  file.type.toLowerCase().startsWith('image/svg') || /\.svgz?$/i.test(file.name);

const matchesEntry = (file: FileLike, entry: string): boolean => {
  const rule = entry.trim().toLowerCase();
  const type = file.type.toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  return type === rule;
};

/** Megabytes for messages: at most two decimals, no trailing zeros. */
export const bytesToMegabytes = (bytes: number): number =>
  Math.round((bytes / BYTES_PER_MB) * 100) / 100;

/** Spec section 5 image-upload rules; null when the file is acceptable. */
export const validateImageFile = (
  file: FileLike,
  { accept, maxBytes = DEFAULT_MAX_IMAGE_UPLOAD_BYTES }: ImageFileRules = {},
): ImageFileProblem | null => {
  if (!file.type.toLowerCase().startsWith('image/') || isSvg(file)) return { error: 'invalidFile' };
  if (accept && accept.length > 0 && !accept.some((entry) => matchesEntry(file, entry)))
    return { error: 'invalidFile' };
  if (file.size > maxBytes) return { error: 'invalidSize', maxMb: bytesToMegabytes(maxBytes) };
  return null;
};
