import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_API_CACHE } from './app/api/offlineCache';
import { pushWorkerScript } from './tools/build/pushWorker';
import { reactRouterProduction } from './tools/build/reactRouterProduction';

/**
 * The service worker's push handling (app/sw/push.ts) as /push-sw.js: the generated worker loads
 * it with importScripts.
 */
function pushWorker(): Plugin {
  return {
    name: 'push-worker',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'push-sw.js', source: await pushWorkerScript() });
    },
  };
}

/**
 * Builds app/ into dist/, which the BFF serves. `npm run dev` proxies nothing: use the BFF.
 *
 * Every text asset also gets a brotli (`x.js.br`) and a gzip (`x.js.gz`) copy beside it, made
 * once at build time at the highest levels, so the BFF sends the precompressed file that the
 * browser's Accept-Encoding asks for instead of compressing per request (or not at all).
 */
export default defineConfig({
  root: 'app',
  resolve: {
    alias: [
      // MUI calls emotion's styled only as a function (@mui/styled-engine). The package's main
      // entry adds to it a shorthand for each HTML and SVG tag (styled.div, ...), some 130 styled
      // components made while the app's code loads and never used; its base entry is the same
      // function without them.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  plugins: [
    react(),
    reactRouterProduction(),
    pushWorker(),
    // Get Help must work without the network once visited (docs/product.md, Offline): workbox
    // precaches the app (every route's code, so /help and /toolkit open offline), keeps the last
    // copy of each page opened and the last answers that Get Help needs; the crisis lines are in
    // the pages' HTML itself besides.
    VitePWA({
      registerType: 'autoUpdate',
      // Deferred: registering the worker must not hold the first paint.
      injectRegister: 'script-defer',
      manifest: {
        name: 'Peer Recovery Network',
        short_name: 'Peer Recovery',
        description: 'Peer support, local resources, self-help tools and crisis lines.',
        theme_color: '#1f5f8b',
        background_color: '#f5f7fa',
        display: 'standalone',
        start_url: '/help',
        // PNGs, not the SVG they are drawn from (tools/icons/render.ts says why).
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // Pushes: shown, and a tap opens the app where the notification points (app/sw/push.ts).
        importScripts: ['/push-sw.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Which page a navigation gets depends on the person (bff/static.ts: the landing for a
        // visitor, Get Help prerendered for a signed-in person): the server answers navigations,
        // and the copies below serve only without a network. The prerendered pages are not
        // precached, or the worker would answer '/' and '/help' from them itself.
        globIgnores: ['index.html', 'help.html'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Sign-in, the API and our images are never answered with a page.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|dev-idp|media)\//.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              // A page drawn for one person (Community with their feed) says no-store: it is
              // never kept here, where whoever uses this browser next could open it offline.
              plugins: [
                {
                  cacheWillUpdate: async ({ response }) =>
                    response.ok && !/no-store/i.test(response.headers.get('Cache-Control') ?? '')
                      ? response
                      : null,
                },
              ],
              // On a network that does not answer, the last copy of the page after 4 s.
              networkTimeoutSeconds: 4,
              // A page never opened online: the shell, whose crisis lines are in its HTML.
              precacheFallback: { fallbackURL: '/shell.html' },
            },
          },
          {
            urlPattern: ({ url }) =>
              ['/api/users/me', '/api/profile', '/api/sponsored-treatment-centers'].includes(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            // The network always answers first; the copy only when there is no network at all.
            options: { cacheName: OFFLINE_API_CACHE },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: { cacheName: 'media', expiration: { maxEntries: 60 } },
          },
        ],
      },
    }),
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
    // The app's one stylesheet (the fonts' rules, app/fonts.css) as one file the page names, which
    // the build inlines in every page's head (tools/build/prerender.ts). Split by chunk, it was
    // also a stylesheet of the chunks that import the page's first script: the app asked for it
    // again with them as it started, a request and a restyle of the whole page.
    cssCodeSplit: false,
    rolldownOptions: {
      // The app (app/start.tsx) is an entry of its own beside the page: the page's first script
      // imports it when the app starts (app/main.tsx).
      input: {
        index: fileURLToPath(new URL('./app/index.html', import.meta.url)),
        start: fileURLToPath(new URL('./app/start.tsx', import.meta.url)),
      },
      output: {
        // A few chunks, not seventy: a phone on a slow network pays a round trip per request
        // (six at a time over HTTP/1.1), and the app once added a link element per chunk while the
        // page started. The page's first script is a chunk of its own, what the app needs to draw
        // the landing another (the landing's budget, tools/size); the library code three or more
        // parts loaded apart use (screens, the call layer, the notice bar) as one chunk, the icons
        // another, the map's own library with the map, and app code two or more screens share as
        // one more. Each screen keeps its own chunk, with the library code only it uses (a pair of
        // screens shares a small chunk): a phone opening Community no longer runs the code of the
        // admin's tables or the setup's slider, about 47 kB gzipped (docs/performance.md, The
        // main thread).
        codeSplitting: {
          groups: [
            {
              // The page's first script (app/main.tsx), the names it finds the landing's sign-in
              // form by, what it evaluates the page's code with (app/prerender/evaluatePageCode.ts,
              // nextTask.ts), and Vite's preload helper, which it imports the app with (and the app
              // its routes): a few lines that run on every page at once.
              name: 'boot',
              test: /[\\/]app[\\/](main\.tsx|prerender[\\/](evaluatePageCode|nextTask)\.ts)|[\\/]ui[\\/]landing[\\/]signInForm\.ts|preload-helper/,
              priority: 5,
            },
            // The libraries the app starts with, as three chunks beside its own code (`mui` takes
            // MUI, emotion and every other one): the page's first script evaluates each in a task
            // of its own (app/prerender/evaluatePageCode.ts).
            {
              name: 'react',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4.5,
            },
            {
              name: 'router',
              tags: ['$initial'],
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
              priority: 4.5,
            },
            {
              name: 'mui',
              tags: ['$initial'],
              test: /node_modules[\\/]/,
              priority: 4.4,
            },
            {
              // The app's own code it needs to start (app/start.tsx and all it imports but the
              // libraries, in the three chunks above), not the page's first script (app/main.tsx,
              // from index.html), which stays a few lines of its own.
              name: 'start',
              tags: ['$initial'],
              // (nor Vite's preload helper, which that script uses to import the app).
              test: (id) => !/[\\/]app[\\/](main\.tsx|index\.html)|preload-helper/.test(id),
              priority: 4,
            },
            { name: 'map-lib', test: /node_modules[\\/]pigeon-maps/, priority: 3 },
            // Small: one chunk for all the screens' icons, not a chunk per icon two screens share.
            { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material/, priority: 3 },
            { name: 'lib', test: /node_modules/, priority: 2, minShareCount: 3 },
            {
              name: 'screens',
              test: /[\\/](ui|app|domain|contract)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
});
