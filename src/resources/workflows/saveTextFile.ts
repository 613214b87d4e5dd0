/** Offers a text as a file download (the browser's "save as"; nothing is opened or rendered). */
export const saveTextFile = (text: string, fileName: string, type = 'application/json'): void => {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** A safe file name from a workflow name: letters, digits and dashes. */
export const definitionFileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'workflow'
  }.json`;
