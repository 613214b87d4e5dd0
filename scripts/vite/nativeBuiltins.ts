import type { Plugin } from 'vite';

/**
 * Packages that only polyfill what every browser the portal supports has built in. node-polyglot (behind
 * react-admin's i18n) requires `object.entries`, which brings get-intrinsic, call-bind, define-properties,
 * object-keys and more: about 20 kB of minified code on the first page, to provide `Object.entries`. Each is
 * replaced by the built-in it stands for, in the module format its importers expect (CommonJS).
 */
const NATIVE: Record<string, string> = {
  'object.entries': 'module.exports = Object.entries;',
  hasown: 'module.exports = (object, key) => Object.prototype.hasOwnProperty.call(object, key);',
};

const PREFIX = '\0native-builtin:';

export const nativeBuiltins = (): Plugin => ({
  name: 'native-builtins',
  enforce: 'pre',
  resolveId(source) {
    return source in NATIVE ? `${PREFIX}${source}` : null;
  },
  load(id) {
    return id.startsWith(PREFIX) ? NATIVE[id.slice(PREFIX.length)] : null;
  },
});
