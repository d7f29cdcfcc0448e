// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { injectPage, inlineStylesheets } from './prerender';

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

it("puts a page in the root, its styles in the head, and the app's code after the fonts", () => {
  const page = injectPage(SHELL, 'help', {
    html: '<h1>Get Help</h1>',
    styles: '<style data-emotion="css x">.x{}</style>',
  });
  expect(page).toContain('<div id="root" data-prerendered="help"><h1>Get Help</h1></div>');
  expect(page).toMatch(/<style data-emotion="css x">\.x\{\}<\/style>\s*<\/head>/);
  expect(page).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
  );
  expect(page).toContain(
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-b.js">',
  );
  // Get Help lists the crisis lines itself; only the landing keeps the shell's list after it.
  expect(page).not.toContain('crisis-fallback');
  const landing = injectPage(SHELL, 'landing', { html: '<h1>Welcome</h1>', styles: '' });
  expect(landing).toMatch(/<div id="crisis-fallback"><main>.*tel:988.*<\/main><\/div>/s);
});

it('refuses a shell whose root it cannot find, rather than write a page without it', () => {
  expect(() =>
    injectPage('<html><body></body></html>', 'landing', { html: '', styles: '' }),
  ).toThrow(/no <div id="root">/);
});
