import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';
import { signInThroughProvider } from './browser';
import { e2eSession } from './session';

/**
 * The moderation console in a real browser (docs/product.md, Admin): reports reach it, a
 * rejection leaves the feed and the audit log, ads and centers made here show on Get Help, a
 * contact message is read, and a suspended person is signed out and cannot sign in again.
 */
const e2e = e2eSession();

// A 1×1 PNG: a logo and an ad image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function person(email: string, name: string) {
  const who = await e2e.person(email, name);
  await who.page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
  return who;
}

/** The admin, signed in once (Profile Setup done) and kept for every test of the file. */
let adminSession: Awaited<ReturnType<typeof person>> | null = null;
async function theAdmin() {
  adminSession ??= await person('admin@example.com', 'Mod');
  return adminSession;
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const openTab = (page: Page, name: RegExp) => page.getByRole('tab', { name }).click();

it('three people report a post; the admin sees it under Reports, rejects it; the feed loses it and the audit log shows it', async () => {
  const author = await person('author.admin-e2e@example.com', 'Rowan');
  await author.page.getByRole('button', { name: 'Create Your First Post' }).click();
  await author.page.getByLabel("What's on your mind?").fill('Buy cheap pills from my site');
  await author.page.getByRole('button', { name: 'Post', exact: true }).click();
  await postCard(author.page, 'Buy cheap pills').waitFor();

  const reporters = [];
  for (const [i, name] of ['Kit', 'Lee', 'Max'].entries()) {
    const reporter = await person(`reporter${i}.admin-e2e@example.com`, name);
    const card = postCard(reporter.page, 'Buy cheap pills');
    await card.getByRole('button', { name: "More actions for Rowan's post" }).click();
    await reporter.page.getByRole('menuitem', { name: 'Report Post' }).click();
    await reporter.page.getByLabel('Reason').fill('Selling drugs');
    await reporter.page.getByRole('button', { name: 'Send Report' }).click();
    await reporter.page
      .getByRole('alert')
      .filter({ hasText: 'Your report was sent to our moderators' })
      .waitFor();
    reporters.push(reporter);
  }

  const admin = await theAdmin();
  await admin.page.getByRole('link', { name: 'Admin panel' }).click();
  await admin.page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
  // Reports first, with the count beside it.
  await admin.page.getByRole('tab', { name: /^Reports \(\d+\)$/ }).waitFor();
  const reported = admin.page.getByRole('article').filter({ hasText: 'Buy cheap pills' });
  await reported.waitFor();
  await reported.getByText('3 reports').waitFor();
  // The header button's tooltip stays open under the pointer; it is not the console's.
  await admin.page.mouse.move(0, 500);
  await admin.page.getByRole('tooltip').waitFor({ state: 'detached' });
  expect(await axeViolations(admin.page)).toEqual([]);

  // Rejected from the Posts tab, after a confirmation.
  await openTab(admin.page, /^Posts/);
  const pending = admin.page.getByRole('article').filter({ hasText: 'Buy cheap pills' });
  await pending.getByRole('button', { name: 'Reject' }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await pending.waitFor({ state: 'detached' });

  // Gone from the others' feed; its author sees it marked.
  const reader = reporters[0]!;
  await reader.page.reload();
  await reader.page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
  expect(await postCard(reader.page, 'Buy cheap pills').count()).toBe(0);
  await author.page.reload();
  await postCard(author.page, 'Buy cheap pills').getByText('Removed by moderators').waitFor();

  // The audit log says who rejected it.
  await openTab(admin.page, /^Audit/);
  const entry = admin.page.getByRole('article').filter({ hasText: 'Rejected post' });
  await entry.filter({ hasText: 'Buy cheap pills' }).waitFor();
  await entry.filter({ hasText: 'admin@example.com' }).first().waitFor();
  for (const who of [author, ...reporters]) await who.context.close();
});

it('an ad and a center with a logo made in the console appear on Get Help', async () => {
  const admin = await theAdmin();
  await admin.page.goto(`${e2e.server.url}/admin?tab=ads`);
  await admin.page.getByRole('heading', { name: 'Advertisements' }).waitFor();

  await admin.page.getByRole('button', { name: 'New treatment center' }).click();
  const center = admin.page.getByRole('dialog', { name: 'New treatment center' });
  await center.getByLabel('Name').fill('Lighthouse Recovery Center');
  await center.getByLabel('Address').fill('1 Harbor Way, San Francisco, CA');
  await center.getByLabel('Latitude').fill('37.79');
  await center.getByLabel('Longitude').fill('-122.39');
  await center.getByLabel('Phone').fill('(415) 555-0100');
  await center.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await center.getByRole('img').waitFor();
  await center.getByRole('button', { name: 'Save' }).click();
  await center.waitFor({ state: 'detached' });

  await admin.page.getByRole('button', { name: 'New advertisement' }).click();
  const ad = admin.page.getByRole('dialog', { name: 'New advertisement' });
  await ad.getByLabel('Advertiser name').fill('Bay Recovery Partners');
  await ad.getByLabel('Title').fill('Evening outpatient groups');
  await ad.getByLabel('Link (https)').fill('https://example.org/bay');
  await ad
    .getByLabel('Image')
    .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
  await ad.getByRole('img').waitFor();
  await ad.getByRole('button', { name: 'Save' }).click();
  await ad.waitFor({ state: 'detached' });
  await admin.page.getByText('Evening outpatient groups').waitFor();

  await admin.page.goto(`${e2e.server.url}/help`);
  await admin.page.getByText('Lighthouse Recovery Center').waitFor();
  await admin.page.getByText('Evening outpatient groups').waitFor();
  const logo = admin.page.locator('img[src^="/media/"]').first();
  await logo.waitFor();
});

it('a contact message reaches the console and is marked read', async () => {
  const writer = await person('writer.admin-e2e@example.com', 'Sam');
  await writer.page.goto(`${e2e.server.url}/help`);
  await writer.page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = writer.page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill('Meeting times');
  await dialog.getByLabel('Message').fill('Are there evening meetings near the Mission?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog
    .getByText('Thank you. Your message reached our team; we answer by e-mail.')
    .waitFor();

  const admin = await theAdmin();
  await admin.page.goto(`${e2e.server.url}/admin?tab=messages`);
  const message = admin.page.getByRole('article').filter({ hasText: 'Meeting times' });
  await message.getByText('Unread').waitFor();
  await message.getByText('writer.admin-e2e@example.com').waitFor();
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect.poll(() => message.getByText('Unread').count()).toBe(0);
  await admin.page.reload();
  await admin.page.getByRole('article').filter({ hasText: 'Meeting times' }).waitFor();
  expect(
    await admin.page
      .getByRole('article')
      .filter({ hasText: 'Meeting times' })
      .getByText('Unread')
      .count(),
  ).toBe(0);
  await writer.context.close();
});

it('a suspended person is signed out at once and cannot sign in again', async () => {
  const troll = await person('troll.admin-e2e@example.com', 'Quinn');
  const reporter = await person('witness.admin-e2e@example.com', 'Ari');
  const me = await troll.page.request.get(`${e2e.server.url}/api/users/me`);
  const trollId = ((await me.json()) as { id: string }).id;
  const report = await reporter.page.request.post(`${e2e.server.url}/api/users/${trollId}/report`, {
    data: { reason: 'Harassing people in messages' },
    headers: { 'X-Requested-With': 'peer-support-app', Origin: e2e.server.url },
  });
  expect(report.status()).toBe(201);

  const admin = await theAdmin();
  await admin.page.goto(`${e2e.server.url}/admin?tab=reports`);
  const kase = admin.page.getByRole('article').filter({ hasText: 'Harassing people' });
  await kase.getByRole('button', { name: 'Suspend person' }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await kase.waitFor({ state: 'detached' });

  // The open app signs out by itself and says why.
  await troll.page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  await troll.page.getByText('Your account has been suspended by our moderators').waitFor();

  // Signing in again is refused with a clear message.
  const again = await e2e.browser.newContext();
  const page = await again.newPage();
  page.on('dialog', (d) => void d.accept());
  await signInThroughProvider(page, e2e.server.url, 'troll.admin-e2e@example.com', 'Quinn');
  await page.getByText(/account is suspended/).waitFor();
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  const after = await page.request.get(`${e2e.server.url}/api/users/me`);
  expect(after.status()).toBe(401);
  for (const c of [troll.context, reporter.context, again]) await c.close();
});

it('a resource added in the console is on the map at once; taken off the map, it is gone and the audit log says so', async () => {
  const admin = await theAdmin();
  const page = admin.page;
  await page.goto(`${e2e.server.url}/admin?tab=places`);
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add resource' });
  await dialog.getByLabel('Name').fill('Lantern House Peer Room');
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Peer Drop-in Center' }).click();
  await dialog.getByLabel('Address').fill('1 Dr Carlton B Goodlett Pl, San Francisco, CA');
  // San Francisco's centre: where the map opens for someone who has not shared a position.
  await dialog.getByLabel('Latitude').fill('37.7793');
  await dialog.getByLabel('Longitude').fill('-122.4193');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const card = page.getByRole('article').filter({ hasText: 'Lantern House Peer Room' });
  await card.getByText('On the map').waitFor();

  const onMap = page.locator('.pigeon-overlays').getByRole('button', { name: /Lantern House/ });
  await page.getByRole('link', { name: 'Map' }).first().click();
  await onMap.waitFor();

  await page.goto(`${e2e.server.url}/admin?tab=places`);
  await page.getByLabel('Search by name or address').fill('lantern');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('article').filter({ hasText: 'Lantern House Peer Room' });
  await found.getByRole('button', { name: 'Remove from map' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Lantern House Peer Room' });
  await confirm.getByRole('button', { name: /^Remove/ }).click();
  await found.getByText('Removed from map').waitFor();
  expect((await axeViolations(page)).join('\n')).toBe('');

  // The map's answer about resources here has come (and was drawn) before the marker is counted.
  const resourcesRead = page.waitForResponse(
    (r) => r.url().includes('/api/map/resources') && r.status() === 200,
  );
  await page.getByRole('link', { name: 'Map' }).first().click();
  await page.getByRole('heading', { name: 'Find support nearby' }).waitFor();
  const answer = (await (await resourcesRead).json()) as { resources: { name: string }[] };
  expect(answer.resources.map((r) => r.name)).not.toContain('Lantern House Peer Room');
  expect(await onMap.count()).toBe(0);

  await page.goto(`${e2e.server.url}/admin?tab=audit`);
  await page
    .getByRole('article')
    .filter({ hasText: 'Took resource off the map' })
    .filter({ hasText: 'Lantern House Peer Room' })
    .waitFor();
});
