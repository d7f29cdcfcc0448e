/**
 * `npm run size`: the JavaScript of the first screens, gzipped, each held at or under its budget. The
 * landing loads its first script (the boot chunk) and the chunks index.html preloads
 * (modulepreload: the app, which starts when the person begins to use the page); chunks of lazy
 * routes (signed-in screens, the notice bar, the error screen) are not part of it. Reads the
 * names from dist/index.html, so run it after `npm run build`.
 *
 * Budget: what is reached (docs/performance.md, Figures), 146.4 kB now (below). Measured (gzip -9, kB = 1000
 * bytes): 176.1 kB before the landing was split, 153.9 kB after, 144.7 kB once the landing and the
 * top-level fallback used a plain header, boxes and a native button (PlainButton) instead of
 * AppBar, Card, Container and MUI's Button (which brings ButtonBase, the ripple and
 * CircularProgress); 146.8 kB with hydration of the prerendered pages (react-dom's hydration,
 * the session check at once); 143.0 kB once the build made a few chunks instead of seventy (the
 * landing's code in one, 'start'); 143.6 kB with notifications (signing out ends the device's push
 * subscription, app/stores/pushDevice.ts: kept apart from the push store, which alone was 1.2 kB);
 * 143.9 kB once the first script waits for the first paint before asking for the app's code;
 * 144.25 kB once it also says when the app's code did not arrive, with 'Try again' (the budget
 * moved from 144 kB to 144.3 kB for that); 144.59 kB once it holds a tap on a prerendered page's
 * button until the app has hydrated it (app/prerender/heldTap.ts; 144.6 kB for that); 144.92 kB
 * once the app can start from the answers a page the server drew carries (Community, app/start.tsx
 * and the stores' first state, app/stores/firstState.ts; 145 kB for that); 144.97 kB with motion
 * following prefers-reduced-motion in the theme.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** The scripts a page of the build names: its first script and the chunks it preloads. */
function scriptsOf(file) {
  const html = path.join(dist, file);
  if (!existsSync(html)) throw new Error(`dist/${file} is missing: run \`npm run build\` first`);
  return [
    ...readFileSync(html, 'utf8').matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"/g),
  ].map((m) => path.join(dist, m[1]));
}

/** The built chunk of one route's page (e.g. SocialPage), which the app loads with its route. */
function pageChunk(name) {
  const file = readdirSync(path.join(dist, 'assets')).find((f) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(f),
  );
  if (!file) throw new Error(`dist/assets has no ${name} chunk: did the page move?`);
  return path.join(dist, 'assets', file);
}

export default [
  {
    name: 'landing page JavaScript (entry + preloaded chunks), gzip',
    path: scriptsOf('index.html'),
    gzip: true,
    // 145.41 kB once the stores' reads and the tooltips leave a hydrated page's redraws to
    // transitions (app/stores/useStoreRead.ts, ui/common/Tooltip.tsx): 0.4 kB for most of the
    // signed-in pages' blocking time (docs/performance.md, The main thread); 144.91 kB with React
    // Router's production build (vite.config.ts), 144.48 kB with the theme made at the first draw
    // and emotion's styled without its tag shorthands; 146.37 kB once the app's libraries are three
    // chunks its first script evaluates one per task (app/prerender/evaluatePageCode.ts): 1.9 kB of
    // names the chunks import from each other and of compression across files, for the longest
    // task of every page's start.
    limit: '146.4 kB',
  },
  // The two signed-in first screens Lighthouse holds to its budget: everything their first screen
  // runs (docs/performance.md, Budgets). Measured 300.1 kB and 303.2 kB when these were added;
  // 297.7 kB and 300.8 kB once no screen used MUI's Tabs (ui/common/TabList.tsx); 298.08 kB and
  // 301.66 kB once Community is drawn by the server (its page is the template the BFF fills,
  // dist/.server/social.html, and the app starts from its answers: app/prerender/sessionAnswers.ts);
  // 298.49 kB and 302.05 kB once buttons that wait keep the keyboard's focus, dialogs hand the focus
  // on when what had it goes away, and motion follows prefers-reduced-motion (ui/common/waiting.ts,
  // ui/common/focusBeside.ts, ui/theme/theme.ts); 298.53 kB and 302.08 kB once a filled button that
  // waits keeps its label readable and Get Help's 'Enable Location' waits too; 298.81 kB and
  // 302.52 kB once the focus is kept when the control holding it leaves (ui/common/useFocusKept.ts)
  // and the remaining busy buttons wait; 299.35 kB and 303.06 kB once a hydrated page's redraws
  // are transitions (app/stores/useStoreRead.ts, ui/common/Tooltip.tsx); 251.33 kB and 254.86 kB
  // once a screen's chunks hold only the library code it or two other screens use, and React
  // Router is its production build (vite.config.ts); 252.93 kB and 256.52 kB once the page's code
  // is evaluated one chunk per task (the app's libraries in three more chunks,
  // app/prerender/evaluatePageCode.ts).
  {
    name: 'Get Help, signed in: JavaScript of its first screen, gzip',
    path: scriptsOf('help.html'),
    gzip: true,
    limit: '253 kB',
  },
  {
    name: 'Community: JavaScript of its first screen (drawn by the server, then the app), gzip',
    path: [...scriptsOf('.server/social.html'), pageChunk('sessionAnswers')],
    gzip: true,
    limit: '256.6 kB',
  },
];
