// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { PAGE_CODE_TEMPLATE_ID } from '../../contract/pages/prerendered';
import {
  codeAfterPaint,
  codeAtLowPriority,
  injectPage,
  inlineStylesheets,
  preloadChunks,
  routeChunks,
} from './prerender';

const out = mkdtempSync(path.join(os.tmpdir(), 'peer-prerender-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root">
      <main><ul><li><a href="tel:988">Call or text 988</a></li></ul></main>
    </div>
  </body>
</html>`;

it('inlines the stylesheet and preloads the body and heading faces it names', () => {
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  writeFileSync(
    path.join(out, 'assets/index-c.css'),
    ['400', '500', '700']
      .map((w) => `@font-face{src:url(/assets/roboto-latin-${w}-normal-x${w}.woff2)}`)
      .join(''),
  );
  const html = inlineStylesheets(SHELL, out);
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toContain('<style>@font-face{src:url(/assets/roboto-latin-400-normal-x400.woff2)}');
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    (m) => m[1],
  );
  expect(preloads).toEqual([
    '/assets/roboto-latin-400-normal-x400.woff2',
    '/assets/roboto-latin-700-normal-x700.woff2',
  ]);
});

it('puts a page in the root and its styles in the head', () => {
  const page = injectPage(SHELL, 'help', {
    html: '<h1>Get Help</h1>',
    styles: '<style data-emotion="css x">.x{}</style>',
  });
  expect(page).toContain('<div id="root" data-prerendered="help"><h1>Get Help</h1></div>');
  expect(page).toMatch(/<style data-emotion="css x">\.x\{\}<\/style>\s*<\/head>/);
  // Get Help lists the crisis lines itself; only the landing keeps the shell's list after it.
  expect(page).not.toContain('crisis-fallback');
  const landing = injectPage(SHELL, 'landing', { html: '<h1>Welcome</h1>', styles: '' });
  expect(landing).toMatch(
    /<noscript id="crisis-fallback"><section aria-label="Crisis lines">.*tel:988.*<\/section><\/noscript>/s,
  );
});

it('refuses a shell whose root it cannot find, rather than write a page without it', () => {
  expect(() =>
    injectPage('<html><body></body></html>', 'landing', { html: '', styles: '' }),
  ).toThrow(/no <div id="root">/);
});

it("asks for the app's code after the fonts: the first screen is in the HTML", () => {
  const page = codeAtLowPriority(SHELL);
  expect(page).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
  );
  expect(page).toContain(
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-b.js">',
  );
  expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
});

it("holds a prerendered page's code in an inert template until its first screen has painted", () => {
  const page = codeAfterPaint(codeAtLowPriority(SHELL));
  expect(page).not.toMatch(/<head>[\s\S]*<link rel="modulepreload"[\s\S]*<template/);
  expect(page).toContain(
    `<template id="${PAGE_CODE_TEMPLATE_ID}"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-b.js"></template>\n  </head>`,
  );
  // The page's first script stays, to move them; the rest of the head is untouched.
  expect(page).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
  );
  expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  const bare = '<html><head><script type="module" src="/a.js"></script></head></html>';
  expect(codeAfterPaint(bare)).toBe(bare);
});

/** A bundle of chunks: each with the modules it holds and the chunks it imports. */
function bundleOf(chunks: Record<string, { modules: string[]; imports?: string[] }>) {
  const bundle: Record<string, Partial<Rollup.OutputChunk>> = {};
  for (const [fileName, { modules, imports = [] }] of Object.entries(chunks)) {
    bundle[fileName] = { type: 'chunk', fileName, moduleIds: modules, imports };
  }
  bundle['assets/index-c.css'] = { fileName: 'assets/index-c.css' };
  return bundle as unknown as Rollup.OutputBundle;
}

it("names the chunks of a page's routes and everything they import, once each, each after what it imports", () => {
  const bundle = bundleOf({
    'assets/index-a.js': { modules: ['/src/app/main.tsx'] },
    'assets/lib-b.js': { modules: ['/src/node_modules/x/index.js'] },
    'assets/screens-c.js': {
      modules: ['/src/app/routes/LayoutRoute.tsx', '/src/ui/common/Card.tsx'],
      imports: ['assets/index-a.js', 'assets/lib-b.js'],
    },
    'assets/HelpPage-d.js': {
      modules: ['/src/app/pages/HelpPage.tsx'],
      imports: ['assets/screens-c.js', 'assets/lib-b.js'],
    },
    'assets/MapPage-e.js': { modules: ['/src/app/pages/MapPage.tsx'] },
  });
  expect(routeChunks(bundle, ['app/routes/LayoutRoute.tsx', 'app/pages/HelpPage.tsx'])).toEqual([
    '/assets/index-a.js',
    '/assets/lib-b.js',
    '/assets/screens-c.js',
    '/assets/HelpPage-d.js',
  ]);
  expect(() => routeChunks(bundle, ['app/pages/GonePage.tsx'])).toThrow(
    'app/pages/GonePage.tsx: in no chunk of the build',
  );
});

it('preloads the chunks a page does not name yet, after its module script', () => {
  const page = preloadChunks(SHELL, ['/assets/index-a.js', '/assets/chunk-b.js', '/assets/x.js']);
  expect(page).toMatch(
    /href="\/assets\/chunk-b.js">\n\s*<link rel="modulepreload" crossorigin href="\/assets\/x.js">\n\s*<link rel="stylesheet"/,
  );
  expect(page.match(/index-a\.js/g)).toHaveLength(1);
  expect(preloadChunks(SHELL, ['/assets/index-a.js'])).toBe(SHELL);
});
