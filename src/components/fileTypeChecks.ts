/** Generic upload checks of spec section 5 (by extension, or by mime type where the spec allows it). */
import type { FileLike } from './validateImageFile';

type NamedFile = Pick<FileLike, 'name' | 'type'>;

const hasExtension = (file: NamedFile, extension: string): boolean =>
  file.name.toLowerCase().endsWith(`.${extension}`);

export const CSV_MIME_TYPES = ['text/csv', 'application/vnd.ms-excel'] as const;

export const isTextFile = (file: NamedFile): boolean =>
  hasExtension(file, 'txt') || file.type.toLowerCase() === 'text/plain';

export const isCsvFile = (file: NamedFile): boolean =>
  hasExtension(file, 'csv') ||
  (CSV_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());

export const isPdfFile = (file: NamedFile): boolean => hasExtension(file, 'pdf');
