/**
 * THE way the portal offers bytes as a download: a temporary object URL on a clicked `<a download>`, released
 * right after. Nothing is opened or rendered, so a file's content never runs in the portal.
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
