import type { Plugin } from 'vite';
import { SIGN_IN_PATHS } from '../../src/pages/login/signInPaths';

/**
 * Writes into index.html a small script that, while the page's HTML is still being read, asks for the code the
 * address will need beside the entry: for any address outside the sign-in flow, the admin shell's chunks (what
 * `import('./admin')` in main.tsx loads) and, for `/<resource>/...`, that resource's screens (the chunk plan's
 * `screens-<name>`). Without it they would be asked for only once the entry has arrived and run, one round trip
 * and a compile later. The browser fetches them once; the entry's own imports then find them ready.
 *
 * An inline script: a Content-Security-Policy for the portal must allow it by its hash.
 */
export const screenPreloads = (): Plugin => {
  let base = '/';
  return {
    name: 'screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        // The chunk holding admin.tsx (a chunk-plan group, so found by its modules, not by a facade).
        const admin = chunks.find((chunk) =>
          Object.keys(chunk.modules).some((id) => id.endsWith('/src/admin.tsx')),
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!admin || !entry) return [];
        // The entry and what it imports are loaded by index.html already.
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const shell = [admin.fileName, ...admin.imports]
          .filter((file) => !loaded.has(file))
          .map((file) => `${base}${file}`);
        const screens: Record<string, string> = {};
        for (const chunk of chunks)
          if (chunk.name.startsWith('screens-'))
            screens[chunk.name.slice('screens-'.length)] = `${base}${chunk.fileName}`;
        const script = `(() => {
  const path = location.pathname.replace(/\\/+$/, '') || '/';
  if (${JSON.stringify(SIGN_IN_PATHS)}.includes(path)) return;
  const screens = ${JSON.stringify(screens)}[path.split('/')[1]];
  for (const href of ${JSON.stringify(shell)}.concat(screens ? [screens] : [])) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
};
