/**
 * Visual regression for QA: builds Storybook, serves it on localhost, screenshots every story in
 * Debian's Chromium and compares each image with its committed baseline in stories/__visual__/.
 *
 *   npm run test:visual              compare; diff images go to .cache/visual/, names of changed stories are printed
 *   npm run test:visual -- --update  write the current screenshots as the new baselines
 *   npm run test:visual -- --no-build  reuse storybook-static/ as it is
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';

const ROOT = resolve(import.meta.dirname, '../..');
const STATIC = join(ROOT, 'storybook-static');
const BASELINES = join(ROOT, 'stories/__visual__');
const DIFFS = join(ROOT, '.cache/visual');
const VIEWPORT = { width: 1024, height: 900 };
const MOBILE_VIEWPORT = { width: 375, height: 812 };
/** Pages open at once; the machine has two cores shared with others. */
const PARALLEL = Number(process.env.VISUAL_PARALLEL ?? 3);
/** pixelmatch's per-pixel colour threshold (0..1) and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;

const args = new Set(process.argv.slice(2));
const update = args.has('--update');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A minimal static server for storybook-static/ (no extra dependency for three lines of work). */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    stat(file).then(
      (s) => {
        if (!s.isFile()) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(res);
      },
      () => void res.writeHead(404).end(),
    );
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const fileName = (id: string) => `${id}.png`;

/**
 * Shows a story in the page. The first story loads iframe.html; later ones are switched through
 * Storybook's channel, which skips reloading the bundle (about 1 s a story on this machine).
 * The script is a string: tsx would otherwise inject helpers the page does not have.
 */
async function show(page: Page, base: string, id: string, loaded: boolean): Promise<void> {
  if (!loaded) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    // The body has 'sb-show-main' while the 'preparing story' spinner still shows; a story slow
    // to render first (a dialog) was caught as the spinner.
    await page.waitForFunction(
      `(document.body.classList.contains('sb-show-main') && !document.body.classList.contains('sb-show-preparing-story')) || document.body.classList.contains('sb-show-errordisplay')`,
    );
    if (await page.evaluate(`document.body.classList.contains('sb-show-errordisplay')`)) {
      throw new Error('the story failed to render');
    }
    return;
  }
  await page.evaluate(`new Promise((resolve, reject) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const fail = (e) => reject(new Error('the story failed to render: ' + JSON.stringify(e)));
    channel.once('storyRendered', () => resolve());
    channel.once('storyErrored', fail);
    channel.once('storyThrewException', fail);
    channel.emit('setCurrentStory', { storyId: ${JSON.stringify(id)}, viewMode: 'story' });
  })`);
}

const settle = (page: Page) =>
  page.evaluate(
    `window.scrollTo(0, 0), document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))`,
  );

const isMobile = (entry: IndexEntry) => entry.tags?.includes('mobile') ?? false;

async function screenshot(page: Page, base: string, entry: IndexEntry, loaded: boolean) {
  await show(page, base, entry.id, loaded);
  // Fonts loaded and two frames for layout and portals (dialogs, menus); then shots until two in a
  // row agree, since some parts (MUI's scrollable Tabs) measure themselves once more after mount.
  // The viewport is fixed and not extended to the full page: Chromium's full-page capture of a
  // story switched in place repeats parts of the page.
  await settle(page);
  let shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await settle(page);
    const again = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (again.equals(shot)) return shot;
    shot = again;
  }
  throw new Error('the story did not settle: five screenshots in a row differ');
}

interface Result {
  id: string;
  problem?: string;
}

function compare(id: string, actual: Buffer): Result {
  const baselinePath = join(BASELINES, fileName(id));
  if (update) {
    writeFileSync(baselinePath, actual);
    return { id };
  }
  if (!existsSync(baselinePath)) return { id, problem: 'no baseline (run with --update)' };
  const baseline = readFileSync(baselinePath);
  // Chromium encodes the same pixels to the same bytes, so most stories need no decoding.
  if (baseline.equals(actual)) return { id };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  const width = Math.max(expected.width, got.width);
  const height = Math.max(expected.height, got.height);
  const a = pad(expected, width, height);
  const b = pad(got, width, height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(a.data, b.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const sizeChanged = expected.width !== got.width || expected.height !== got.height;
  if (!sizeChanged && changed <= width * height * MAX_DIFF_RATIO) return { id };
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(join(DIFFS, `${id}.diff.png`), PNG.sync.write(diff));
  writeFileSync(join(DIFFS, `${id}.actual.png`), actual);
  return {
    id,
    problem: sizeChanged
      ? `size ${expected.width}x${expected.height} -> ${got.width}x${got.height}, ${changed} pixels differ`
      : `${changed} pixels differ`,
  };
}

/** Places an image on a transparent canvas of the given size, so images of two sizes compare. */
function pad(img: PNG, width: number, height: number): PNG {
  if (img.width === width && img.height === height) return img;
  const out = new PNG({ width, height });
  PNG.bitblt(img, out, 0, 0, img.width, img.height, 0, 0);
  return out;
}

async function main() {
  const started = Date.now();
  if (!args.has('--no-build')) {
    const build = spawnSync('npx', ['storybook', 'build', '-o', STATIC, '--quiet'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('storybook build failed');
  }
  const built = Date.now();
  const index = JSON.parse(await readFile(join(STATIC, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && !e.tags?.includes('skip-visual'),
  );
  mkdirSync(BASELINES, { recursive: true });
  rmSync(DIFFS, { recursive: true, force: true });

  const server = await serve(STATIC);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--font-render-hinting=none', '--disable-gpu', '--force-color-profile=srgb'],
  });
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  // A story that forgets its `now` still renders the same day: the page's clock is pinned to the
  // fixtures' moment (timers still run, so dialogs and menus open).
  await context.clock.setFixedTime(new Date('2026-11-22T15:00:00Z'));
  const results: Result[] = [];
  // A page keeps one viewport: resizing makes MUI's Tabs re-measure after a debounce, so stories
  // shown after a resize would be caught mid-layout. Mobile stories get a page of their own.
  const queues = {
    mobile: stories.filter(isMobile),
    desktop: stories.filter((s) => !isMobile(s)),
  };
  const worker = async (kind: keyof typeof queues) => {
    const queue = queues[kind];
    if (queue.length === 0) return;
    const page = await context.newPage();
    await page.setViewportSize(kind === 'mobile' ? MOBILE_VIEWPORT : VIEWPORT);
    let loaded = false;
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      try {
        results.push(compare(entry.id, await screenshot(page, base, entry, loaded)));
        loaded = true;
      } catch (err) {
        results.push({ id: entry.id, problem: (err as Error).message.split('\n')[0] });
        loaded = false; // the next story loads from scratch
      }
    }
    await page.close();
  };
  try {
    await Promise.all([
      worker('mobile').then(() => worker('desktop')),
      ...Array.from({ length: Math.max(1, PARALLEL - 1) }, () => worker('desktop')),
    ]);
  } finally {
    await browser.close();
    server.close();
  }

  if (update) {
    // Baselines of stories that no longer exist are removed.
    const ids = new Set(stories.map((s) => fileName(s.id)));
    for (const f of readdirSync(BASELINES)) if (!ids.has(f)) rmSync(join(BASELINES, f));
  }
  const failed = results.filter((r) => r.problem).sort((a, b) => a.id.localeCompare(b.id));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
  console.log(
    `${stories.length} stories ${update ? 'written as baselines' : 'compared'} in ${seconds(Date.now() - built)} (build ${seconds(built - started)})`,
  );
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} stories differ from their baseline (diffs in .cache/visual/):`,
    );
    for (const f of failed) console.error(`  ${f.id}: ${f.problem}`);
    process.exitCode = 1;
  }
}

await main();
