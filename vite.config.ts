import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Builds app/ into dist/, which the BFF serves. `npm run dev` proxies nothing: use the BFF.
 *
 * Every text asset also gets a brotli (`x.js.br`) and a gzip (`x.js.gz`) copy beside it, made
 * once at build time at the highest levels, so the BFF sends the precompressed file that the
 * browser's Accept-Encoding asks for instead of compressing per request (or not at all).
 */
export default defineConfig({
  root: 'app',
  plugins: [
    react(),
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      // Source maps are fetched by developer tools only; fonts are compressed already.
      exclude: [/\.map$/, /\.woff2?$/],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // Every browser we support preloads modules itself: the polyfill would only add to the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
});
