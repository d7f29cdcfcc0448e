import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package sends every bundler its development build (its exports have no production
 * condition): checks and warnings each phone pays for while the app starts, about 15 ms of a
 * throttled start's router setup. A production build takes the package's production build, which
 * it ships beside it (dist/production, the same modules and exports): the app's bundle
 * (vite.config.ts) and the server's renderer (tools/build/prerender.ts) alike.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'react-router-production',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
