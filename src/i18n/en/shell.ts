/** English messages of the 'shell' area. */
export const shell = {};
