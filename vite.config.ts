import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkSizeLimit } from './scripts/vite/chunkSizeLimit.ts';
import { countryFlagSprite } from './scripts/vite/countryFlagSprite.ts';
import { nativeBuiltins } from './scripts/vite/nativeBuiltins.ts';
import { chunkPlan } from './scripts/vite/chunkPlan.ts';
import { screenPreloads } from './scripts/vite/screenPreloads.ts';

// The browser sees one origin: /api is proxied to the mock platform API, in dev and in preview.
// The key is a RegExp (leading ^): a plain '/api' prefix would also swallow portal routes like /api-tokens.
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const proxy = {
  '^/api(?:/|$)': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false, xfwd: true },
};

const plan = chunkPlan();
export default defineConfig({
  plugins: [
    react(),
    nativeBuiltins(),
    countryFlagSprite(),
    plan.plugin,
    screenPreloads(),
    chunkSizeLimit(Number(process.env.CHUNK_LIMIT ?? 500_000)),
  ],
  server: { host: 'localhost', port: 5173, strictPort: true, proxy },
  preview: { host: 'localhost', port: 5173, strictPort: true, proxy },
  build: {
    sourcemap: true,
    // Vite's own warning at the same 500 kB that chunkSizeLimit enforces.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // The chunk plan (scripts/vite/chunkPlan.ts): the entry, the admin shell in three chunks under the size
        // limit, one chunk per resource's screens, one per on-demand feature.
        codeSplitting: {
          groups: [
            {
              // What the entry needs stays one chunk beside it (not Rolldown's many small shared ones).
              name: 'entry',
              tags: ['$initial'],
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              // The admin shell's three chunks, one chunk per resource's screens, the sign-in pages' part.
              debugName: 'shell and screens',
              name: (id) => plan.chunkOf(id) ?? null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
