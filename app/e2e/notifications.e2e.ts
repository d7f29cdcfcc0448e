import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

/** Calls the API from the page, as the app would (same origin, the person's cookie). */
const call = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { method, path, body },
  );

it("a peer comments and the author's bell counts it without a reload; the panel opens it and 'Mark all as read' clears it", async () => {
  const ana = await e2e.person('ana.bell@example.com', 'Ana');
  const ben = await e2e.person('ben.bell@example.com', 'Ben');
  const { post } = await call<{ post: { id: string } }>(ana.page, 'POST', '/api/social/posts', {
    content: 'Two weeks without a drink.',
    privacy: 'public',
  });
  await ana.page.goto(`${e2e.server.url}/social`);
  const quietBell = ana.page.getByRole('button', { name: 'Notifications', exact: true });
  await quietBell.waitFor();

  // Ben comments; Ana's bell hears it over the live stream.
  await call(ben.page, 'POST', `/api/social/posts/${post.id}/comments`, {
    content: 'Proud of you',
  });
  const bell = ana.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.waitFor();
  expect(await bell.textContent()).toContain('1');

  // The panel: the entry, unread, and no accessibility problems.
  await bell.click();
  const panel = ana.page.getByRole('region', { name: 'Notifications' });
  const entry = panel.getByRole('link', { name: /Ben commented on your post/ });
  await entry.waitFor();
  expect(await entry.textContent()).toContain('Unread:');
  expect(await entry.getAttribute('href')).toBe(`/social?post=${post.id}`);
  // (The bell's tooltip, left by the click, goes once the pointer moves away.)
  await ana.page.mouse.move(5, 700);
  await ana.page.getByRole('tooltip').waitFor({ state: 'detached' });
  expect(await axeViolations(ana.page)).toEqual([]);

  // 'Mark all as read' clears the bell; Escape closes the panel and gives focus back to the bell.
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await panel.locator('button[aria-disabled="true"]', { hasText: 'Mark all as read' }).waitFor();
  await expect.poll(() => entry.textContent()).not.toContain('Unread:');
  await ana.page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await quietBell.waitFor();
  expect(await quietBell.evaluate((el) => el === document.activeElement)).toBe(true);

  // A second comment: the bell counts again, and opening the entry goes to the post.
  await call(ben.page, 'POST', `/api/social/posts/${post.id}/comments`, { content: 'Keep going' });
  await bell.waitFor();
  await bell.click();
  await panel.getByRole('link', { name: /Unread: Ben commented on your post/ }).click();
  await ana.page.waitForURL(`**/social?post=${post.id}`);
  await quietBell.waitFor();
  // The post is shown first, with its comments open.
  const opened = ana.page.getByRole('region', { name: 'From your notifications' });
  await opened.getByText('Two weeks without a drink.').waitFor();
  await opened.getByText('Keep going').waitFor();
  await opened.getByRole('button', { name: 'Show the feed' }).click();
  await ana.page.waitForURL(/\/social$/);
  await opened.waitFor({ state: 'detached' });
  await ana.context.close();
  await ben.context.close();
});

it('on a phone the bell opens the notifications on a page of their own', async () => {
  // bypassCSP only so the test can inject axe-core.
  const context = await e2e.browser.newContext({
    viewport: { width: 320, height: 740 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'cy.bell@example.com', 'Cy');
  await completeSetup(page);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.waitForURL('**/notifications');
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByText('No notifications yet').waitFor();
  // The bell's tooltip, left by the tap, goes once the pointer moves away.
  await page.mouse.move(5, 600);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

it('the settings open from the list; what is saved stays, and pushes are asked for only on a press', async () => {
  const context = await e2e.browser.newContext({
    viewport: { width: 360, height: 740 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  // Any permission prompt on its own would show here as a request: none may come before the press.
  const asked: string[] = [];
  await page.exposeFunction('permissionAsked', (what: string) => asked.push(what));
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      void (window as unknown as { permissionAsked: (w: string) => void }).permissionAsked('ask');
      return ask(...args);
    };
  });
  await signInThroughProvider(page, e2e.server.url, 'di.settings@example.com', 'Di');
  await completeSetup(page);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).waitFor();

  await page.getByRole('switch', { name: 'Reactions to my posts' }).click();
  await page.getByRole('switch', { name: 'Remind me to check in each day' }).click();
  await page.getByLabel('Reminder time').fill('08:30');
  await page.getByRole('switch', { name: 'Hold notifications to my devices at night' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Settings saved.').waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
  expect(await page.getByRole('switch', { name: 'Reactions to my posts' }).isChecked()).toBe(false);
  expect(await page.getByLabel('Reminder time').inputValue()).toBe('08:30');
  expect(await page.getByLabel('From').inputValue()).toBe('22:00');
  const saved = await call<{ preferences: { time_zone: string; reminder_time: string } }>(
    page,
    'GET',
    '/api/notifications/preferences',
  );
  expect(saved.preferences.reminder_time).toBe('08:30');
  expect(saved.preferences.time_zone).toBe(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  expect(asked).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The press asks the browser (which, unattended here, does not grant it): the page says so.
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await page.getByText('Notifications are blocked for this site.', { exact: false }).waitFor();
  expect(asked).toEqual(['ask']);
  await context.close();
});

it('a push reaches this device as a notification from its service worker, which never links to another site', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 390, height: 800 } });
  await context.grantPermissions(['notifications'], { origin: e2e.server.url });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'eve.push@example.com', 'Eve');
  await completeSetup(page);
  await page.goto(`${e2e.server.url}/notifications/settings`);
  await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
  // The app's service worker (with its push handler) is running for this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Delivered as the browser's push service would hand it to the worker (DevTools' 'Push').
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve, reject) => {
    const seen: string[] = [];
    const late = setTimeout(
      () => reject(new Error(`no service worker for ${e2e.server.url}/ (saw ${seen.join(', ')})`)),
      10_000,
    );
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      seen.push(...registrations.map((r) => r.scopeURL));
      const ours = registrations.find((r) => r.scopeURL === `${e2e.server.url}/` && !r.isDeleted);
      if (ours) {
        clearTimeout(late);
        resolve(ours.registrationId);
      }
    });
    void cdp.send('ServiceWorker.enable');
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: e2e.server.url,
    registrationId,
    data: JSON.stringify({
      title: 'Peer Recovery Network',
      body: 'Someone commented on your post',
      link: '/social/posts/abc',
      tag: 'n1',
    }),
  });
  await expect.poll(shown, { timeout: 10_000 }).toEqual([
    {
      title: 'Peer Recovery Network',
      body: 'Someone commented on your post',
      tag: 'n1',
      data: { link: '/social/posts/abc' },
    },
  ]);
  // A link to another site is never followed: the tap would open the notifications page.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: e2e.server.url,
    registrationId,
    data: JSON.stringify({ title: 'x', body: 'y', link: '//evil.example/', tag: 'n2' }),
  });
  await expect
    .poll(async () => (await shown()).find((n) => n.tag === 'n2')?.data, { timeout: 10_000 })
    .toEqual({ link: '/notifications' });
  await context.close();
});
