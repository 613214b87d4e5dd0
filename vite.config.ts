import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkSizeLimit } from './scripts/vite/chunkSizeLimit.ts';
import { countryFlagSprite } from './scripts/vite/countryFlagSprite.ts';

// The browser sees one origin: /api is proxied to the mock platform API, in dev and in preview.
// The key is a RegExp (leading ^): a plain '/api' prefix would also swallow portal routes like /api-tokens.
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const proxy = {
  '^/api(?:/|$)': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false, xfwd: true },
};

export default defineConfig({
  plugins: [react(), countryFlagSprite(), chunkSizeLimit(500_000)],
  server: { host: 'localhost', port: 5173, strictPort: true, proxy },
  preview: { host: 'localhost', port: 5173, strictPort: true, proxy },
  build: {
    sourcemap: true,
    // Vite's own warning at the same 500 kB that chunkSizeLimit enforces.
    chunkSizeWarningLimit: 500,
    rollupOptions: {
      output: {
        // React's renderer is needed by every screen and changes only with React: a chunk (and a cache entry)
        // of its own keeps the entry under the limit.
        manualChunks: (id) =>
          /node_modules\/(react-dom|scheduler)\//.test(id) ? 'react-dom' : undefined,
      },
    },
  },
  worker: { format: 'es' },
});
