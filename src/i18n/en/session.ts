/** English messages of the 'session' area. */
export const session = {};
