/**
 * Visual regression for QA: builds Storybook, serves it on localhost, screenshots every story in
 * Debian's Chromium and compares each image with its committed baseline in stories/__visual__/.
 * Every story is shot at 1024x900 (stories tagged `mobile` at 375x812); every screen story (its
 * title's last part ends in 'Screen') is also shot at 320, 360 and 390 px wide (`<id>--w320.png`),
 * and such a narrow shot fails, baseline or not, when the story's document scrolls sideways or a
 * control is cut by the window's edge (tools/visual/fit.ts).
 *
 *   npm run test:visual              compare; diff images go to .cache/visual/, names of changed stories are printed
 *   npm run test:visual -- --update  write the current screenshots as the new baselines
 *   npm run test:visual -- --no-build  reuse storybook-static/ as it is
 *   npm run test:visual -- --only=messages-  only the stories whose id contains the text (no
 *                                    baseline is removed with --update)
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
import { docsViolations, isHandbookPage, openDocs } from './docs';
import { MISFITS_SCRIPT } from './fit';

const ROOT = resolve(import.meta.dirname, '../..');
const STATIC = join(ROOT, 'storybook-static');
const BASELINES = join(ROOT, 'stories/__visual__');
const DIFFS = join(ROOT, '.cache/visual');
const VIEWPORT = { width: 1024, height: 900 };
const MOBILE_VIEWPORT = { width: 375, height: 812 };
/** The phone widths every screen must fit without scrolling sideways. */
const NARROW_WIDTHS = [320, 360, 390] as const;
const NARROW_HEIGHT = 800;
/** Pages open at once; the machine has two cores shared with others. */
const PARALLEL = Number(process.env.VISUAL_PARALLEL ?? 3);
/** pixelmatch's per-pixel colour threshold (0..1) and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;

const args = new Set(process.argv.slice(2));
const update = args.has('--update');
const only = process.argv
  .slice(2)
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length);
if (only === '') throw new Error('--only= needs a text that story ids contain, e.g. --only=help-');

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

/** One screenshot: a story at the default viewport, or a screen story at a narrow width. */
interface Shot {
  entry: IndexEntry;
  /** A narrow width in px; unset for the story's own (desktop or mobile) viewport. */
  width?: number;
}

/** The name of a shot: the story id, with `--w320` etc. for a narrow width. */
const shotName = ({ entry, width }: Shot) => (width ? `${entry.id}--w${width}` : entry.id);
const fileName = (name: string) => `${name}.png`;

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

/**
 * Fonts loaded and two frames for layout and portals; and a button focused on open (a dialog's
 * first action) that shows its focus as MUI's focus ripple has it drawn. The ripple comes a few
 * renders after the focus, so on a busy machine two shots in a row could agree without it and the
 * baseline's shot had it: waited for here, at most RIPPLE_WAIT_MS.
 */
const RIPPLE_WAIT_MS = 1500;
const settle = (page: Page) =>
  page.evaluate(`window.scrollTo(0, 0), document.fonts.ready.then(() => new Promise((resolve) => {
    const started = performance.now();
    const rippling = () => {
      const el = document.activeElement;
      const focusRipple = el && el.matches && el.matches('.MuiButton-root:focus-visible, .MuiIconButton-root:focus-visible');
      return !focusRipple || el.querySelector('.MuiTouchRipple-ripplePulsate') !== null || performance.now() - started > ${RIPPLE_WAIT_MS};
    };
    const frame = () => requestAnimationFrame(() => (rippling() ? requestAnimationFrame(() => resolve()) : frame()));
    frame();
  }))`);

const isMobile = (entry: IndexEntry) => entry.tags?.includes('mobile') ?? false;
/** A whole screen: 'Screens/Help/HelpScreen', 'Screens/Social/SocialScreen' (a title's last part ends in Screen). */
const isScreen = (entry: IndexEntry) => /Screen$/.test(entry.title.split('/').at(-1) ?? '');

/** What does not fit a narrow shot's width, one line each (tools/visual/fit.ts); empty if it fits. */
async function misfits(page: Page): Promise<string | null> {
  const found = (await page.evaluate(MISFITS_SCRIPT)) as string[];
  if (found.length === 0) return null;
  const more = found.length > 3 ? ` (and ${found.length - 3} more)` : '';
  return found.slice(0, 3).join('; ') + more;
}

/**
 * A narrow shot shows a screen as a phone does. A story whose `mobile` arg is false forces the
 * desktop layout at any width (the MessagesScreen stories' default, for 1024 px), which no phone
 * shows: the arg is unset, and the screen follows the width (the `mobile` prop's contract, e.g.
 * ui/messages/MessagesScreen.tsx). Storybook's own 'updateStoryArgs' re-renders the story.
 */
async function followWidth(page: Page, id: string): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const store = window.__STORYBOOK_PREVIEW__?.storyStoreValue?.args;
    if (!store) return reject(new Error("Storybook's preview has no args store (tools/visual/run.ts reads it to unset 'mobile')"));
    if (store.get(${JSON.stringify(id)}).mobile !== false) return resolve();
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    channel.once('storyRendered', () => resolve());
    channel.once('storyErrored', (e) => reject(new Error('the story failed to render: ' + JSON.stringify(e))));
    channel.emit('updateStoryArgs', { storyId: ${JSON.stringify(id)}, updatedArgs: { mobile: undefined } });
  })`);
}

async function screenshot(
  page: Page,
  base: string,
  shot: Shot,
  loaded: boolean,
  baseline: Buffer | undefined,
) {
  await show(page, base, shot.entry.id, loaded);
  if (shot.width) await followWidth(page, shot.entry.id);
  // Fonts loaded and two frames for layout and portals (dialogs, menus); then shots until two in a
  // row agree, since some parts (MUI's scrollable Tabs) measure themselves once more after mount.
  // A first shot that is the baseline byte for byte is taken as it is: the baseline was such a
  // settled image, and a screenshot (about 0.25 s of a story's 1.3 s here) is saved.
  // The viewport is fixed and not extended to the full page: Chromium's full-page capture of a
  // story switched in place repeats parts of the page.
  return settledShot(page, baseline, { fullPage: false, what: 'story' });
}

/**
 * Shots until two in a row agree (or the first is the baseline byte for byte), after the page has
 * settled; at most six.
 */
async function settledShot(
  page: Page,
  baseline: Buffer | undefined,
  { fullPage, what }: { fullPage: boolean; what: string },
): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  await settle(page);
  let image = await shoot();
  if (baseline?.equals(image)) return image;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await settle(page);
    const again = await shoot();
    if (again.equals(image)) return image;
    image = again;
  }
  throw new Error(`the ${what} did not settle: five screenshots in a row differ`);
}

/** The committed image of a shot when comparing, if it has one (none with --update). */
function baselineOf(id: string): Buffer | undefined {
  const path = join(BASELINES, fileName(id));
  return !update && existsSync(path) ? readFileSync(path) : undefined;
}

interface Result {
  /** The shot's name (story id, `--w320` for a narrow width). */
  id: string;
  problem?: string;
}

function compare(id: string, actual: Buffer, baseline: Buffer | undefined): Result {
  if (update) {
    writeFileSync(join(BASELINES, fileName(id)), actual);
    return { id };
  }
  if (!baseline) return { id, problem: 'no baseline (run with --update)' };
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
    (e) => e.type === 'story' && !e.tags?.includes('skip-visual') && (!only || e.id.includes(only)),
  );
  // Every docs page is checked by axe; the handbook's own (Introduction, Foundations) also shot.
  const docs = Object.values(index.entries).filter(
    (e) => e.type === 'docs' && (!only || e.id.includes(only)),
  );
  if (stories.length + docs.length === 0)
    throw new Error(`no story to shoot${only ? ` (--only=${only})` : ''}`);
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
  // shown after a resize would be caught mid-layout. So each viewport has a queue, and a page of
  // its own per worker that takes from it.
  interface Queue {
    viewport: { width: number; height: number };
    shots: Shot[];
  }
  const screens = stories.filter(isScreen);
  const fixed: Queue[] = [
    { viewport: MOBILE_VIEWPORT, shots: stories.filter(isMobile).map((entry) => ({ entry })) },
    ...NARROW_WIDTHS.map((width) => ({
      viewport: { width, height: NARROW_HEIGHT },
      shots: screens.map((entry) => ({ entry, width })),
    })),
  ].filter((q) => q.shots.length > 0);
  const desktop: Queue = {
    viewport: VIEWPORT,
    shots: stories.filter((s) => !isMobile(s)).map((entry) => ({ entry })),
  };
  const shots = fixed.reduce((n, q) => n + q.shots.length, desktop.shots.length);
  const drain = async (queue: Queue) => {
    if (queue.shots.length === 0) return;
    const page = await context.newPage();
    await page.setViewportSize(queue.viewport);
    let loaded = false;
    for (let shot = queue.shots.shift(); shot; shot = queue.shots.shift()) {
      const id = shotName(shot);
      try {
        const baseline = baselineOf(id);
        const image = await screenshot(page, base, shot, loaded, baseline);
        const { problem } = compare(id, image, baseline);
        loaded = true;
        // Checked after the comparison, so that --update still writes the baseline of a screen
        // that does not fit, and still fails: a rewritten baseline does not hide it.
        const overflow = shot.width ? await misfits(page) : null;
        const problems = [
          problem,
          overflow && `${shot.entry.id} at ${shot.width} px wide: ${overflow}`,
        ].filter(Boolean);
        results.push(problems.length > 0 ? { id, problem: problems.join('; ') } : { id });
      } catch (err) {
        results.push({ id, problem: (err as Error).message.split('\n')[0] });
        loaded = false; // the next story loads from scratch
      }
    }
    await page.close();
  };
  // Each fixed-width queue goes to the worker with the least work so far (a page loads the story
  // bundle once, about 1 s, so one page per queue); then every worker helps with the desktop
  // queue, which shares out the rest evenly. The machine has two cores shared with others.
  const lanes = Array.from({ length: Math.max(1, PARALLEL) }, () => ({
    work: 0,
    queues: [] as Queue[],
  }));
  for (const queue of [...fixed].sort((a, b) => b.shots.length - a.shots.length)) {
    const lane = lanes.reduce((least, l) => (l.work < least.work ? l : least));
    lane.queues.push(queue);
    lane.work += queue.shots.length;
  }
  const docsQueue = [...docs];
  const drainDocs = async () => {
    const page = await context.newPage();
    for (let entry = docsQueue.shift(); entry; entry = docsQueue.shift()) {
      try {
        await openDocs(page, base, entry.id);
        await settle(page);
        const problems: string[] = [];
        if (isHandbookPage(entry)) {
          // Whole: the handbook's pages are longer than the window. Loaded afresh each time, a
          // page repeats none of its parts in a full-page capture, as a story switched in place can.
          const baseline = baselineOf(entry.id);
          const image = await settledShot(page, baseline, { fullPage: true, what: 'docs page' });
          const { problem } = compare(entry.id, image, baseline);
          if (problem) problems.push(problem);
        }
        const found = await docsViolations(page);
        if (found.length > 0) problems.push(`axe: ${found.join('; ')}`);
        results.push(
          problems.length > 0 ? { id: entry.id, problem: problems.join('; ') } : { id: entry.id },
        );
      } catch (err) {
        results.push({ id: entry.id, problem: (err as Error).message.split('\n')[0] });
      }
    }
    await page.close();
  };
  try {
    await Promise.all(
      lanes.map(async (lane) => {
        for (const queue of lane.queues) await drain(queue);
        await drain(desktop);
      }),
    );
    await Promise.all(lanes.map(() => drainDocs()));
  } finally {
    await browser.close();
    server.close();
  }

  if (update && !only) {
    // Baselines of stories (or narrow shots of screens) that no longer exist are removed.
    const names = new Set([
      ...stories.map((entry) => fileName(shotName({ entry }))),
      ...screens.flatMap((entry) =>
        NARROW_WIDTHS.map((width) => fileName(shotName({ entry, width }))),
      ),
      ...docs.filter(isHandbookPage).map((entry) => fileName(entry.id)),
    ]);
    for (const f of readdirSync(BASELINES)) if (!names.has(f)) rmSync(join(BASELINES, f));
  }
  const failed = results.filter((r) => r.problem).sort((a, b) => a.id.localeCompare(b.id));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
  console.log(
    `${stories.length} stories (${screens.length} screens also at ${NARROW_WIDTHS.join(', ')} px), ${shots} shots ${update ? 'written as baselines' : 'compared'}, ${docs.length} docs pages checked by axe (${docs.filter(isHandbookPage).length} shot) in ${seconds(Date.now() - built)} (build ${seconds(built - started)})`,
  );
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} shots failed: changed from their baseline (diffs in .cache/visual/) or scrolling sideways:`,
    );
    for (const f of failed) console.error(`  ${f.id}: ${f.problem}`);
    process.exitCode = 1;
  }
}

await main();
