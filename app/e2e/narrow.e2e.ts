import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { engineSeam, type EngineName } from '../../bff/db/seam';
import { loadDemoHelp } from '../../bff/import/demoHelp';
import { SAMPLE_MEETINGS, SAMPLE_RESOURCES } from '../../bff/import/demo';
import { importMeetings, importResources } from '../../bff/import/importPlaces';
import { silentLogger } from '../../bff/logger';
import { helpService } from '../../bff/services/help';
import { mapCells } from '../../bff/services/mapCells';
import { placeImports } from '../../bff/services/placeImports';
import { MISFITS_SCRIPT } from '../../tools/visual/fit';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

/**
 * Every route on a phone 320, 360 and 390 px wide, as the person who sees it (a visitor, someone
 * setting up, a member, the admin), with the demo data of Get Help, the store's ads, the map's
 * samples, a post and a conversation: once the screen has loaded, the page does not scroll
 * sideways, no control is cut by the window's edge and no visible button or link of the header
 * lies outside the window (tools/visual/fit.ts, shared with the visual run's narrow shots).
 */
const e2e = e2eSession();
const WIDTHS = [320, 360, 390] as const;

/** A long link with no place to break: what people paste into posts and messages. */
const LINK = 'https://example.org/recovery/resources/peer-support-meetings-in-the-bay-area-2026';
const POST = `Found this list of evening meetings, sharing in case it helps: ${LINK}`;
const REPLY = `Here is the list I mentioned: ${LINK}`;

let peer: { page: Page; id: string };

/** Calls the API from the page, as the app would (same origin, the person's cookie). */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body },
  );

const myId = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/users/me')).json()) as { id: string }).id);

beforeAll(async () => {
  const { models, conn } = e2e.server.db;
  const seam = engineSeam(conn, inject('dbEngine') as EngineName);
  // Get Help's centers and the ads of Get Help and the store, as in development.
  expect(
    await loadDemoHelp(helpService(models, seam, e2e.server.config.cookieKeys[0]!), silentLogger),
  ).toBe(true);
  // The map's sample resources and meetings, around San Francisco where the map opens.
  const places = placeImports(models, mapCells(models, seam));
  await importMeetings(places, readFileSync(SAMPLE_MEETINGS, 'utf8'), 'twelve_step');
  await importResources(places, readFileSync(SAMPLE_RESOURCES, 'utf8'));
  // Someone whose post is in the feed and who answers messages.
  const who = await e2e.person('jordan.narrow@example.com', 'Jordan');
  peer = { page: who.page, id: await myId(who.page) };
  expect(await post(peer.page, '/api/social/posts', { content: POST, privacy: 'public' })).toBe(
    201,
  );
});

/** A phone of the given width: its own cookies, the position the map asks for granted. */
const phone = (width: number): Promise<BrowserContext> =>
  e2e.browser.newContext({
    viewport: { width, height: 800 },
    geolocation: { latitude: 37.7793, longitude: -122.4193 },
    permissions: ['geolocation'],
  });

/** Each route's check: where it was, at which width, and what did not fit. */
async function check(page: Page, width: number, problems: string[]) {
  const where = new URL(page.url());
  for (const p of (await page.evaluate(MISFITS_SCRIPT)) as string[])
    problems.push(`${where.pathname}${where.search} at ${width} px: ${p}`);
}

const h1 = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** An ad of the demo data has come (Get Help and the store). */
const sponsored = (page: Page) =>
  page
    .getByRole('complementary', { name: /^Sponsored: / })
    .first()
    .waitFor();

/** Opens each tab of the screen in turn, as a person does, and checks it with its data shown. */
async function everyTab(page: Page, width: number, problems: string[]) {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    // A tab that keeps its place in the address (the admin's) changes with a navigation: on a
    // busy machine that takes more than expect.poll's default second.
    await expect
      .poll(() => tabs.nth(i).getAttribute('aria-selected'), { timeout: 10_000 })
      .toBe('true');
    // The panel is there and has its data: no progress indicator left in it.
    const panel = page.getByRole('tabpanel').filter({ visible: true });
    await panel.waitFor();
    await expect.poll(() => panel.getByRole('progressbar').count()).toBe(0);
    await check(page, width, problems);
  }
}

/** Signs the admin in on a new phone; the first time through Profile Setup. */
async function adminOn(context: BrowserContext) {
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'admin@example.com', 'Mod');
  const setup = page.getByRole('heading', { name: 'Profile Setup' });
  const community = page.getByRole('heading', { level: 1, name: 'Community' });
  await setup.or(community).waitFor();
  if (await setup.isVisible()) await completeSetup(page);
  return page;
}

it.each(WIDTHS)(
  'every route fits a phone %i px wide: no sideways scroll, no control cut off, the header inside the window',
  async (width) => {
    const problems: string[] = [];
    const url = (path: string) => `${e2e.server.url}${path}`;
    const context = await phone(width);
    const page = await context.newPage();

    // A visitor: the landing page.
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await check(page, width, problems);

    // Signed in for the first time: Profile Setup, then the community with Jordan's post.
    await signInThroughProvider(page, e2e.server.url, `member.w${width}@example.com`, 'Robin');
    await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
    await check(page, width, problems);
    await completeSetup(page);
    await page.getByRole('article').filter({ hasText: LINK }).waitFor();
    await check(page, width, problems);

    // A conversation open, with Jordan's reply holding the long link.
    const me = await myId(page);
    expect(
      await post(page, '/api/messages/send', { recipient_user_id: peer.id, content: 'Hi!' }),
    ).toBe(201);
    expect(
      await post(peer.page, '/api/messages/send', { recipient_user_id: me, content: REPLY }),
    ).toBe(201);
    await page.goto(url('/messages'));
    await page.getByRole('button', { name: /^Jordan\b/ }).waitFor();
    await check(page, width, problems);
    await page.goto(url(`/messages?with=${peer.id}`));
    await page.getByRole('log', { name: 'Messages with Jordan' }).getByText(REPLY).waitFor();
    await check(page, width, problems);

    await page.goto(url('/map'));
    await h1(page, 'Find support nearby');
    await page.locator('.pigeon-overlays').getByRole('button').first().waitFor();
    await check(page, width, problems);

    await page.goto(url('/store'));
    await h1(page, 'Recovery Store');
    await sponsored(page);
    await check(page, width, problems);

    await page.goto(url('/toolkit'));
    await h1(page, 'Toolkit');
    await everyTab(page, width, problems);

    await page.goto(url('/help'));
    await h1(page, 'Get Help');
    await page.getByRole('heading', { name: 'Bayside Recovery Residences' }).waitFor();
    await sponsored(page);
    await check(page, width, problems);

    await page.goto(url('/notifications'));
    await h1(page, 'Notifications');
    // The list, or its empty state (the settings link under it shows either way).
    await page
      .getByText('No notifications yet')
      .or(page.getByRole('region', { name: 'Notifications' }).getByRole('list'))
      .first()
      .waitFor();
    await check(page, width, problems);

    await page.goto(url('/notifications/settings'));
    await h1(page, 'Notification settings');
    await page.getByRole('switch', { name: 'Comments on my posts' }).waitFor();
    await check(page, width, problems);

    await page.goto(url('/account'));
    await h1(page, 'Privacy & account');
    await page.getByText('This device', { exact: true }).waitFor();
    await check(page, width, problems);
    await context.close();

    // The admin: the header with its sixth button, and every tab of the console.
    const adminContext = await phone(width);
    const admin = await adminOn(adminContext);
    await check(admin, width, problems);
    await admin.goto(url('/admin'));
    await h1(admin, 'Admin');
    await everyTab(admin, width, problems);
    await adminContext.close();

    expect(problems).toEqual([]);
  },
  120_000,
);
