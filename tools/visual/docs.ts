/**
 * The handbook's pages in the visual run (tools/visual/run.ts): every docs page of Storybook (a
 * component's page, a Foundations page, the Introduction) is opened in Chromium and checked by axe
 * with the same rules as the app's pages, colour contrast included; the handbook's own pages
 * (Introduction, Foundations) are also shot whole and compared with their baselines. The stories
 * each page shows in frames of their own are not the page's: each is checked on its own by the
 * stories project (stories/a11y/) and shot as a story.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The handbook's own pages, shot whole: 'Introduction' and 'Foundations/...'. */
export const isHandbookPage = (entry: { title: string }) =>
  entry.title === 'Introduction' || entry.title.startsWith('Foundations/');

const framed = new WeakSet<Page>();

/**
 * Opens a docs page and waits until Storybook has drawn it (or says it could not). The stories'
 * own frames are not loaded: axe does not look into them, and each would load Storybook's whole
 * preview again (a page of ten stories took seconds).
 */
export async function openDocs(page: Page, base: string, id: string): Promise<void> {
  if (!framed.has(page)) {
    framed.add(page);
    await page.route(
      (url) =>
        url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story',
      (route) => route.abort(),
    );
  }
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`);
  await page.waitForFunction(
    `(document.body.classList.contains('sb-show-main') && document.querySelector('#storybook-docs .sbdocs-content') !== null) || document.body.classList.contains('sb-show-errordisplay')`,
  );
  if (await page.evaluate(`document.body.classList.contains('sb-show-errordisplay')`)) {
    throw new Error('the docs page failed to render');
  }
}

/** What axe finds on the page itself (not inside the stories' frames), one line each. */
export async function docsViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(`typeof window.axe !== 'undefined'`))) await page.evaluate(axeSource);
  return (await page.evaluate(`axe
    .run(document, { iframes: false, resultTypes: ['violations'] })
    .then((result) => result.violations.map((v) =>
      v.id + ': ' + v.help + ' (' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ') + ')'))`)) as string[];
}
