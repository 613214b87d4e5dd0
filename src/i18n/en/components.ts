/** English messages of the 'components' area. */
export const components = {};
