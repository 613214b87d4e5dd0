import type { Plugin } from 'vite';

/**
 * Writes into index.html which file holds each resource's screens (the chunk plan's `screens-<name>` chunks), as
 * a JSON script the entry reads: a page opened at `/<name>/...` starts fetching its screens at once, beside the
 * admin shell, instead of after the shell has loaded and looked the route up. Nothing runs from it.
 */
export const SCREEN_CHUNKS_ELEMENT_ID = 'screen-chunks';

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
        const files: Record<string, string> = {};
        for (const output of Object.values(context.bundle))
          if (output.type === 'chunk' && output.name.startsWith('screens-'))
            files[output.name.slice('screens-'.length)] = `${base}${output.fileName}`;
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: SCREEN_CHUNKS_ELEMENT_ID },
            children: JSON.stringify(files),
            injectTo: 'head',
          },
        ];
      },
    },
  };
};
