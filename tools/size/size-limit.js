/**
 * `npm run size`: the landing page's JavaScript, gzipped, held at or under its budget. The
 * landing loads its first script (the boot chunk) and the chunks index.html preloads
 * (modulepreload: the app, which starts when the person begins to use the page); chunks of lazy
 * routes (signed-in screens, the notice bar, the error screen) are not part of it. Reads the
 * names from dist/index.html, so run it after `npm run build`.
 *
 * Budget: 144 kB, what is reached (docs/performance.md, Figures). Measured (gzip -9, kB = 1000
 * bytes): 176.1 kB before the landing was split, 153.9 kB after, 144.7 kB once the landing and the
 * top-level fallback used a plain header, boxes and a native button (PlainButton) instead of
 * AppBar, Card, Container and MUI's Button (which brings ButtonBase, the ripple and
 * CircularProgress); 146.8 kB with hydration of the prerendered pages (react-dom's hydration,
 * the session check at once); 143.0 kB once the build made a few chunks instead of seventy (the
 * landing's code in one, 'start'); 143.6 kB with notifications (signing out ends the device's push
 * subscription, app/stores/pushDevice.ts: kept apart from the push store, which alone was 1.2 kB).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../../dist');
const html = path.join(dist, 'index.html');
if (!existsSync(html)) throw new Error('dist/index.html is missing: run `npm run build` first');

const landing = [
  ...readFileSync(html, 'utf8').matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"/g),
].map((m) => path.join(dist, m[1]));

export default [
  {
    name: 'landing page JavaScript (entry + preloaded chunks), gzip',
    path: landing,
    gzip: true,
    limit: '144 kB',
  },
];
