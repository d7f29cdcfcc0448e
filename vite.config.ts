import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds app/ into dist/, which the BFF serves. `npm run dev` proxies nothing: use the BFF. */
export default defineConfig({
  root: 'app',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
});
