/** The e2e helpers in one import. */
export * from './apiSession';
export * from './auth';
export * from './browser';
export * from './env';
export * from './expect';
export * from './mock';
export * from './screens';
export * from './totp';
