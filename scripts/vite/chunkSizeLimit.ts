import type { Plugin } from 'vite';

/**
 * Fails the build when a JavaScript chunk grows past `limit` bytes (raw). Vite only warns, and a warning limit
 * raised to silence it hides the problem; a chunk this large delays every first screen that needs it.
 */
export const chunkSizeLimit = (limit = 500_000): Plugin => ({
  name: 'chunk-size-limit',
  apply: 'build',
  generateBundle(_options, bundle) {
    const tooLarge = Object.values(bundle).filter(
      (output) => output.type === 'chunk' && Buffer.byteLength(output.code) > limit,
    );
    if (tooLarge.length)
      this.error(
        `JavaScript chunk(s) over ${limit.toLocaleString('en-US')} B: ` +
          tooLarge
            .map((chunk) =>
              chunk.type === 'chunk'
                ? `${chunk.fileName} (${Buffer.byteLength(chunk.code).toLocaleString('en-US')} B)`
                : chunk.fileName,
            )
            .join(', ') +
          '. Load the code on demand or split it (vite.config.ts, manualChunks).',
      );
  },
});
