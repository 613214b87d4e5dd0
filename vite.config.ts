import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser sees one origin: /api is proxied to the mock platform API, in dev and in preview.
// The key is a RegExp (leading ^): a plain '/api' prefix would also swallow portal routes like /api-tokens.
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const proxy = {
  '^/api(?:/|$)': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false, xfwd: true },
};

export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port: 5173, strictPort: true, proxy },
  preview: { host: 'localhost', port: 5173, strictPort: true, proxy },
  build: { sourcemap: true, chunkSizeWarningLimit: 4000 },
  worker: { format: 'es' },
});
