import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkSizeLimit } from './scripts/vite/chunkSizeLimit.ts';
import { countryFlagSprite } from './scripts/vite/countryFlagSprite.ts';
import { nativeBuiltins } from './scripts/vite/nativeBuiltins.ts';
import { chunkPlan } from './scripts/vite/chunkPlan.ts';
import { screenPreloads } from './scripts/vite/screenPreloads.ts';
import { securityHeaders } from './scripts/vite/securityHeaders.ts';

const PROXY_SECRET_HEADER = 'x-trustdesk-proxy';

// The browser sees one origin: /api is proxied to the mock platform API, in dev and in preview.
// The key is a RegExp (leading ^): a plain '/api' prefix would also swallow portal routes like /api-tokens.
// The proxy adds X-Forwarded-For and proves it is the proxy with the secret the emulator was given
// (TRUST_PROXY_SECRET, set by `npm start` and the end-to-end workers): a local client connects from the same
// 127.0.0.1, so the address alone cannot tell them apart (mock-server/http/proxyTrust.ts).
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const proxySecret = process.env.TRUST_PROXY_SECRET;
const proxy: Record<string, ProxyOptions> = {
  '^/api(?:/|$)': {
    target: `http://127.0.0.1:${mockPort}`,
    changeOrigin: false,
    xfwd: true,
    configure: (server) => {
      server.on('proxyReq', (proxyReq) => {
        // Whatever the client sent under this name is replaced, never passed on.
        proxyReq.removeHeader(PROXY_SECRET_HEADER);
        if (proxySecret) proxyReq.setHeader(PROXY_SECRET_HEADER, proxySecret);
      });
    },
  },
};

const plan = chunkPlan();
export default defineConfig({
  plugins: [
    react(),
    nativeBuiltins(),
    countryFlagSprite(),
    plan.plugin,
    screenPreloads(),
    securityHeaders(),
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
