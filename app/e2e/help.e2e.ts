import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { engineSeam, type EngineName } from '../../bff/db/seam';
import { loadDemoHelp } from '../../bff/import/demoHelp';
import { silentLogger } from '../../bff/logger';
import { helpService } from '../../bff/services/help';
import { axeViolations } from './axe';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();
const SF = { latitude: 37.7749, longitude: -122.4194 };

beforeAll(async () => {
  // The development demo data: three centers (priorities 3, 2, 1) and a top and a bottom ad.
  const { models, conn } = e2e.server.db;
  const help = helpService(
    models,
    engineSeam(conn, inject('dbEngine') as EngineName),
    e2e.server.config.cookieKeys[0]!,
  );
  expect(await loadDemoHelp(help, silentLogger)).toBe(true);
});

async function person(
  email: string,
  name: string,
  status?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    bypassCSP: true,
    geolocation: SF,
    permissions: ['geolocation'],
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, email, name);
  await completeSetup(page, status ? { status } : {});
  return { context, page };
}

type AdEvent = 'ad_impression' | 'ad_click';

const booked = (type: AdEvent) =>
  e2e.server.db.models.RevenueEvent.countDocuments({ event_type: type });

/**
 * The server's answers to the page's revenue events (POST /api/revenue-events), by type, in the
 * order they came: 201 booked, 200 a repeat that booked nothing.
 */
function revenueAnswers(page: Page): (type: AdEvent) => number[] {
  const answers: { type: string; status: number }[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() !== 'POST' || new URL(res.url()).pathname !== '/api/revenue-events') return;
    const { event_type } = req.postDataJSON() as { event_type: string };
    answers.push({ type: event_type, status: res.status() });
  });
  return (type) => answers.filter((a) => a.type === type).map((a) => a.status);
}

/** How long an answer may take before a test fails; it is never waited out when it comes. */
const ANSWER = { timeout: 10_000 };

async function openHelp(page: Page) {
  await page.getByRole('link', { name: 'Get Help' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Get Help' }).waitFor();
}

it('Get Help: the crisis lines, centers by priority with distances, one impression after 1 s and one click', async () => {
  const { page, context } = await person('gia.help@example.com', 'Gia');
  const answered = revenueAnswers(page);
  await openHelp(page);

  const crisis = page.getByRole('region', { name: 'Crisis support, any time' });
  const hrefs = await crisis
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual(['tel:988', 'sms:741741?&body=HOME', 'tel:18006624357', 'tel:911']);

  const names = page.getByRole('article').locator('h3');
  await names.first().waitFor();
  expect(await names.allTextContents()).toEqual([
    'Bayside Recovery Residences',
    'Golden Hills Treatment Center',
    'Peninsula New Start',
  ]);
  await page.getByRole('button', { name: 'Enable Location for Distance Info' }).click();
  await page
    .getByText(/miles away/)
    .first()
    .waitFor();
  expect(await page.getByText(/miles away/).count()).toBe(3);
  // The logo comes from our own origin.
  const logo = await page.getByRole('article').first().locator('img').getAttribute('src');
  expect(logo).toMatch(/^\/media\/[0-9a-f]{24}$/);
  expect(await axeViolations(page)).toEqual([]);

  // The top ad is in view: one impression after 1 s (ui/help/AdSlot.test.tsx times it), and
  // no more on a second look.
  const topAd = page.getByRole('complementary', { name: 'Sponsored: Calm Pages' });
  await topAd.waitFor();
  await expect.poll(() => answered('ad_impression'), ANSWER).toEqual([201]);
  expect(await booked('ad_impression')).toBe(1);
  await page.reload();
  await topAd.waitFor();
  // The reloaded page tells its own impression after 1 s in view: the server books nothing.
  await expect.poll(() => answered('ad_impression'), ANSWER).toEqual([201, 200]);
  expect(await booked('ad_impression')).toBe(1);

  // A click opens the advertiser in a new tab and books once, however often.
  for (let i = 0; i < 2; i++) {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      topAd.getByRole('link', { name: 'A journal for every day of recovery' }).click(),
    ]);
    await tab.close();
  }
  await expect.poll(() => answered('ad_click').length, ANSWER).toBe(2);
  expect(answered('ad_click').sort()).toEqual([200, 201]);
  expect(await booked('ad_click')).toBe(1);
  await context.close();
});

it('once visited, /help opens without the network and shows the crisis lines', async () => {
  const { page, context } = await person('oli.help@example.com', 'Oli');
  await openHelp(page);
  await page.getByRole('article').first().waitFor();
  // The service worker has taken over (it precaches the app on its first visit).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Get Help' }).waitFor();
  await context.setOffline(true);
  try {
    await page.goto(`${e2e.server.url}/help`);
    for (const href of ['tel:988', 'sms:741741?&body=HOME', 'tel:18006624357', 'tel:911'])
      await page.locator(`a[href="${href}"]`).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Get Help' }).waitFor();
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

it('one person asks for support; a peer offering support sees it live and responds into a conversation', async () => {
  const asker = await person('ray.help@example.com', 'Ray');
  const peer = await person('sol.help@example.com', 'Sol', 'Offering Support');

  // Sol waits on Messages.
  await peer.page.getByRole('link', { name: 'Messages' }).first().click();
  await peer.page.getByText('No messages yet').waitFor();

  await openHelp(asker.page);
  await asker.page.getByRole('button', { name: 'Request Peer Support' }).click();
  const dialog = asker.page.getByRole('dialog', { name: 'Request Peer Support' });
  await dialog.getByLabel('Message (optional)').fill('Rough evening. Could use a voice.');
  await dialog.getByRole('button', { name: 'Send to peers nearby' }).click();
  const status = asker.page.getByRole('status').filter({ hasText: 'told of your request' });
  await status.waitFor();
  expect(await status.textContent()).toMatch(/\d+ peers? offering support (was|were) told/);
  // The crisis lines sit beside it.
  await asker.page
    .getByRole('region', { name: 'Need Someone to Talk To?' })
    .locator('a[href="tel:988"]')
    .waitFor();

  // Sol sees it arrive without reloading, and responds.
  const panel = peer.page.getByRole('region', { name: 'Support requests' });
  await panel.getByText('Rough evening. Could use a voice.').waitFor({ timeout: 5000 });
  await panel.getByRole('button', { name: 'Respond to Ray' }).click();
  await peer.page.waitForURL(/\/messages\?with=[0-9a-f]{24}$/);
  await peer.page
    .getByRole('log', { name: 'Messages with Ray' })
    .getByText("Hi, I saw your request for support. I'm here if you want to talk.")
    .waitFor();
  expect(await axeViolations(peer.page)).toEqual([]);

  // Ray hears it, and can close the request.
  await asker.page.getByText('Sol answered your request for support. See Messages.').waitFor();
  await asker.page.getByRole('button', { name: 'Close my request' }).click();
  await asker.page.getByRole('button', { name: 'Request Peer Support' }).waitFor();
  await panel.waitFor({ state: 'detached', timeout: 5000 });
});
