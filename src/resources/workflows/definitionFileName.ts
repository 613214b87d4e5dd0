/** A safe file name from a workflow name: letters, digits and dashes. */
export const definitionFileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'workflow'
  }.json`;
