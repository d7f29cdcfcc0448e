/**
 * Prerendered pages (docs/performance.md, Prerendered pages): the landing and Get Help are drawn at
 * build time by the app's own server renderer (app/prerender/render.tsx), so their first screen is
 * HTML and CSS that paints before any JavaScript; the app then hydrates it.
 *
 * `renderPrerenderedPages()` bundles the renderer for Node with Vite and runs it; the plugin
 * `prerenderedPages(pages)` writes the pages into the client build once Vite has written
 * dist/index.html, before the service worker is generated (which precaches what is on disk then):
 *
 *   index.html   the landing, for a visitor on any route but the sign-in callback
 *   help.html    Get Help as a signed-in person sees it before their session has been checked
 *   shell.html   the page as Vite wrote it (the crisis lines in the HTML, the app draws the rest)
 *   .server/     the renderer itself (render.mjs and its chunks) and social.html, Community's
 *                template, for the BFF to draw Community per signed-in person (bff/pages/)
 *
 * The font faces' CSS is inlined in each page's head: a 1.6 kB stylesheet is not worth a
 * render-blocking round trip. Each page gets brotli and gzip copies as every other asset does.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { reactRouterProduction } from './reactRouterProduction';
import type { RenderedPage } from '../../app/prerender/render';
import {
  PAGE_CODE_TEMPLATE_ID,
  PAGE_MARKS,
  PRERENDERED_FILES,
  SERVER_RENDER_DIR,
  SHELL_FILE,
  type BuiltPage,
  type PrerenderedPage,
  type SessionPage,
} from '../../contract/pages/prerendered';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, '.cache/prerender');

export type RenderedPages = Record<BuiltPage, RenderedPage>;

/** The pages the server draws per signed-in person, whose templates the build writes. */
const SESSION_PAGES: readonly SessionPage[] = ['social'];

/** Bundles app/prerender/render.tsx for Node and renders every prerendered page with it. */
export async function renderPrerenderedPages(): Promise<RenderedPages> {
  rmSync(OUT, { recursive: true, force: true });
  await build({
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), reactRouterProduction()],
    // The BFF runs this bundle whatever its own NODE_ENV: React's production code, as the app's.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Everything in one bundle: MUI's and the icons' packages are not all importable by Node as
    // they are published, and the build must not depend on that.
    ssr: { noExternal: true },
    build: {
      ssr: 'app/prerender/render.tsx',
      outDir: OUT,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'render.mjs' } },
    },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(OUT, 'render.mjs')).href)) as {
    renderPage: (page: BuiltPage) => Promise<RenderedPage>;
  };
  return { landing: await renderPage('landing'), help: await renderPage('help') };
}

/** The shell's crisis lines (its `<main>`) as a section named for them. */
function asSection(html: string): string {
  return html
    .replace(/^<main\b/, '<section aria-label="Crisis lines"')
    .replace(/<\/main>$/, '</section>');
}

/** The shell's root element, the last element of its body (app/index.html). */
const ROOT_ELEMENT = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/;

/**
 * The shell with a prerendered page in its root element and its styles in the head. The landing
 * keeps the shell's full list of crisis lines after the root for a browser that runs no scripts;
 * Community shows it there, after the feed, whatever runs.
 */
export function injectPage(shell: string, page: PrerenderedPage, rendered: RenderedPage): string {
  const root = ROOT_ELEMENT.exec(shell);
  if (!root) throw new Error(`${SHELL_FILE}: no <div id="root"> closing the body`);
  // In <noscript>: for a browser that runs no scripts (the page's first script also shows it when
  // the app's code cannot load: app/main.tsx). A section, not a second main landmark.
  const crisisList = asSection(root[1]!.trim());
  // Community, drawn from the app's screens, shows the full list after the feed, as HTML: its
  // header names three of the four lines, and every line must be there without the app. Its
  // answers follow (bff/pages/sessionPage.ts fills the mark).
  const fallback =
    page === 'landing'
      ? `\n    <noscript id="crisis-fallback">${crisisList}</noscript>`
      : page === 'social'
        ? `\n    ${crisisList}\n    ${PAGE_MARKS.answers}`
        : '';
  const withRoot = shell.replace(
    root[0],
    `<div id="root" data-prerendered="${page}">${rendered.html}</div>${fallback}\n  </body>`,
  );
  return withRoot.replace('</head>', `    ${rendered.styles}\n  </head>`);
}

/**
 * Every page's first screen is in its HTML (a prerendered screen, or the shell's crisis lines): the
 * app's code is not needed to show it and gives way to what is (the fonts), then draws or hydrates.
 */
export function codeAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );
}

/**
 * A prerendered page's code waits until its first screen has painted: its modulepreload links go
 * into an inert `<template>` that the page's first script moves into the head after that paint
 * (app/main.tsx). Fetched with the page, the code was parsed in the background while the page laid
 * itself out, and a phone's few cores were shared between the two: the first layout of Get Help
 * took 270 ms here instead of about 20 (docs/performance.md, The first paint first).
 */
export function codeAfterPaint(html: string): string {
  const links = [...html.matchAll(/\n?\s*<link rel="modulepreload"[^>]*>/g)];
  if (links.length === 0) return html;
  const kept = links.reduce((page, link) => page.replace(link[0], ''), html);
  const inert = links.map((link) => link[0].trim()).join('');
  return kept.replace(
    '</head>',
    `  <template id="${PAGE_CODE_TEMPLATE_ID}">${inert}</template>\n  </head>`,
  );
}

/** The font faces every page asks for with the page itself: the body's and the headings'. */
const PRELOADED_FACES = /roboto-latin-(400|700)-normal-[\w-]+\.woff2/;

/**
 * Replaces each `<link rel="stylesheet" href="/assets/x.css">` with the stylesheet itself, and
 * preloads the body's and the headings' font faces it names, so they arrive with the page (within
 * the short wait `font-display: optional` allows; app/fonts.css).
 */
export function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_, file: string) => {
      const css = readFileSync(path.join(outDir, file), 'utf8').trim();
      const faces = [...css.matchAll(/url\(\/?(assets\/[^)]+\.woff2)\)/g)]
        .map((m) => m[1]!)
        .filter((face) => PRELOADED_FACES.test(face));
      const preloads = faces.map(
        (face) => `<link rel="preload" href="/${face}" as="font" type="font/woff2" crossorigin>`,
      );
      return [...preloads, `<style>${css}</style>`].join('\n    ');
    },
  );
}

/**
 * The app's code each page starts with, named by its modules: the app (app/start.tsx, which the
 * page's first script imports) and the routes the page draws. The page's HTML asks for all of it
 * at once (`<link rel="modulepreload">`) beside its first script, instead of the app asking for
 * each piece once the one before has run (a round trip each, and a link element added per chunk
 * while the page starts). The shell serves every signed-in screen, whose common part is the
 * signed-in layout.
 */
export const PAGE_MODULES: Readonly<Record<PrerenderedPage | 'shell', readonly string[]>> = {
  landing: ['app/start.tsx', 'app/pages/LandingPage.tsx'],
  help: ['app/start.tsx', 'app/routes/LayoutRoute.tsx', 'app/pages/HelpPage.tsx'],
  social: ['app/start.tsx', 'app/routes/LayoutRoute.tsx', 'app/pages/SocialPage.tsx'],
  shell: ['app/start.tsx', 'app/routes/LayoutRoute.tsx'],
};

/**
 * The chunks holding `modules` and every chunk those import, as `/assets/x.js` paths, each after
 * the chunks it imports: the app evaluates them in this order, one per task
 * (app/prerender/evaluatePageCode.ts). Throws when a module is in no chunk: the list above names a
 * module the app no longer has.
 */
export function routeChunks(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    ordered.push(fileName);
  };
  for (const module of modules) {
    const holder = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!holder) throw new Error(`${module}: in no chunk of the build (PAGE_MODULES)`);
    visit(holder.fileName);
  }
  return ordered.map((fileName) => `/${fileName}`);
}

/**
 * Adds a modulepreload link for each of `chunks` the page does not name yet, after its last
 * module script or modulepreload.
 */
export function preloadChunks(html: string, chunks: readonly string[]): string {
  const missing = chunks.filter((chunk) => !html.includes(`"${chunk}"`));
  if (missing.length === 0) return html;
  const links = missing.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`);
  const last = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?/g),
  ].pop();
  if (!last) throw new Error('the page has no module script to preload its routes beside');
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}\n    ${links.join('\n    ')}${html.slice(at)}`;
}

function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  const data = Buffer.from(text);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/** Writes the prerendered pages and the shell into the client build (see the file's comment). */
export function prerenderedPages(pages: RenderedPages): Plugin {
  let outDir = '';
  return {
    name: 'peer:prerendered-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs once dist/ is written and before vite-plugin-pwa's closeBundle, which
    // builds the service worker's precache list from the files on disk.
    writeBundle(_options, bundle) {
      const shell = inlineStylesheets(
        readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        outDir,
      );
      const withRoutes = (page: PrerenderedPage | 'shell') =>
        codeAtLowPriority(preloadChunks(shell, routeChunks(bundle, PAGE_MODULES[page])));
      writeCompressed(path.join(outDir, SHELL_FILE), withRoutes('shell'));
      for (const page of Object.keys(pages) as BuiltPage[]) {
        writeCompressed(
          path.join(outDir, PRERENDERED_FILES[page]),
          injectPage(codeAfterPaint(withRoutes(page)), page, pages[page]),
        );
      }
      // The renderer and the session pages' templates, for the BFF: never served as files.
      const serverDir = path.join(outDir, SERVER_RENDER_DIR);
      mkdirSync(serverDir, { recursive: true });
      cpSync(OUT, serverDir, { recursive: true });
      const marks = { html: PAGE_MARKS.html, styles: PAGE_MARKS.styles };
      for (const page of SESSION_PAGES) {
        writeFileSync(
          path.join(serverDir, `${page}.html`),
          injectPage(codeAfterPaint(withRoutes(page)), page, marks),
        );
      }
    },
  };
}
