/**
 * A Content-Disposition value that downloads under this name: an ASCII fallback (quotes, backslashes and
 * control characters replaced) for old clients, and the exact name encoded per RFC 6266 / RFC 5987.
 */
export const attachmentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** A file name made of what a user named something: letters, digits and dashes, at most 60 characters. */
export const fileNameStem = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase() || 'file';
