/** English messages of the 'auth' area. */
export const auth = {};
