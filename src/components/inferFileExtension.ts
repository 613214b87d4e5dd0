/**
 * Infers a file extension from the first bytes of a file (magic numbers), never from a URL or a
 * server-provided name, which may be missing or wrong.
 */

export type InferredExtension = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf';

/** How many leading bytes `inferFileExtension` needs at most. */
export const FILE_SIGNATURE_LENGTH = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

export const inferFileExtension = (bytes: Uint8Array): InferredExtension | null => {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, PDF)) return 'pdf';
  return null;
};

/** Reads the leading bytes of a blob; FileReader works in every browser and in jsdom. */
export const readBlobHead = (blob: Blob, length = FILE_SIGNATURE_LENGTH): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Error reading file'));
    reader.readAsArrayBuffer(blob.slice(0, length));
  });
