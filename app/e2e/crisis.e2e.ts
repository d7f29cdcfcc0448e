import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

const LINES = [
  ['Call or text 988', 'tel:988'],
  ['Text HOME to 741741', 'sms:741741?&body=HOME'],
  ['1-800-662-4357', 'tel:18006624357'],
  ['911', 'tel:911'],
] as const;
const HREFS = LINES.map(([, href]) => href);

/** Every crisis line's link is in the page (some pages name a line more than once). */
async function expectAllLines(page: Page, where: string) {
  for (const href of HREFS)
    expect(await page.locator(`a[href="${href}"]`).count(), `${where}: ${href}`).toBeGreaterThan(0);
}

/** Signs a person in with a complete profile; returns the session cookie to hand to a context. */
async function signedInCookies(email: string, name: string) {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, email, name);
  await completeSetup(page);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

it("the four crisis lines are in the HTML itself: they show even when the app's JavaScript never runs", async () => {
  const browser = await launchBrowser();
  try {
    // A visitor gets the prerendered landing on any route, with the full list after it.
    const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    for (const path of ['/', '/help', '/map']) {
      await visitor.goto(`${e2e.server.url}${path}`);
      await visitor
        .getByRole('heading', { name: 'Peer-Powered Recovery Support Network' })
        .waitFor();
      for (const [text, href] of LINES)
        expect(
          await visitor.getByRole('link', { name: text, exact: true }).first().getAttribute('href'),
        ).toBe(href);
    }
    // A signed-in person gets Get Help prerendered, and the shell (crisis lines first) elsewhere.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await signedInCookies('nojs.crisis@example.com', 'Noa'));
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/help`);
    await page.getByRole('heading', { level: 1, name: 'Get Help' }).waitFor();
    await page.getByRole('heading', { name: 'Crisis support, any time' }).waitFor();
    await page.getByRole('button', { name: 'Request Peer Support' }).waitFor();
    await expectAllLines(page, '/help');
    for (const path of ['/map', '/social']) {
      await page.goto(`${e2e.server.url}${path}`);
      await page.getByText('If you are in crisis, help is one tap away, any time:').waitFor();
      await expectAllLines(page, path);
    }
  } finally {
    await browser.close();
  }
});

it('the landing starts its app when the person begins to use it, and hydrates: no mismatch', async () => {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) problems.push(m.text());
  });
  const started = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
    );
  // A visitor opening a signed-in route gets the landing, at its address; the app has not run yet.
  await page.goto(`${e2e.server.url}/map`);
  const heading = page.getByRole('heading', { name: 'Peer-Powered Recovery Support Network' });
  await heading.waitFor();
  await page.waitForLoadState('load');
  expect(await started()).toBe(false);
  expect(page.url()).toBe(`${e2e.server.url}/`);
  // The JavaScript-less list of lines is for browsers that run no scripts: not shown here.
  expect(
    await page.getByText('If you are in crisis, help is one tap away, any time:').count(),
  ).toBe(0);
  // A key starts it: it hydrates the page (React reports a mismatch as an error, caught below).
  await page.keyboard.press('Tab');
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
  );
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it("the landing's sign-in works on the first tap, before the app has started or without it; the crisis list shows if the app cannot load", async () => {
  const browser = await launchBrowser();
  try {
    const noScripts = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScripts.goto(`${e2e.server.url}/`);
    await noScripts.getByRole('button', { name: 'Continue with Google' }).click();
    await noScripts.getByLabel('Email').waitFor();
  } finally {
    await browser.close();
  }
  // A first tap, with the app's code at hand: the tap does what it says, and while the sign-in
  // address answers (held here) the button says so; the app is not started on a page leaving.
  // The page notes what it shows 300 ms after the form went (a first use starts the app after a
  // macrotask) in its session storage, read at the provider: while a navigation is pending,
  // Playwright's own reads of the page wait for it.
  const first = await e2e.browser.newContext();
  const tapped = await first.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await tapped.route('**/api/connect/google*', async (route) => {
    await held;
    await route.continue();
  });
  await tapped.addInitScript(() => {
    window.addEventListener('submit', () => {
      setTimeout(() => {
        const button = document.querySelector<HTMLButtonElement>('#sign-in button')!;
        const root = document.getElementById('root')!;
        const seen = {
          label: button.textContent,
          disabled: button.disabled,
          started: Object.keys(root).some((k) => k.startsWith('__reactContainer')),
        };
        sessionStorage.setItem('seen-while-leaving', JSON.stringify(seen));
      }, 300);
    });
  });
  await tapped.goto(`${e2e.server.url}/`);
  // A tap by position: a locator's click would wait for the navigation held here.
  const box = await tapped.getByRole('button', { name: 'Continue with Google' }).boundingBox();
  await tapped.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  release();
  await tapped.getByLabel('Email').waitFor();
  expect(
    JSON.parse((await tapped.evaluate(() => sessionStorage.getItem('seen-while-leaving'))) ?? '{}'),
  ).toEqual({ label: 'Redirecting...', disabled: true, started: false });
  await first.close();
  // With scripts, but the app's code never arriving (a dropped connection): the full list of
  // crisis lines shows, and the form still goes.
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${e2e.server.url}/`);
  await page.keyboard.press('Tab');
  await page.getByText('If you are in crisis, help is one tap away, any time:').waitFor();
  for (const [text, href] of LINES)
    expect(
      await page.getByRole('link', { name: text, exact: true }).first().getAttribute('href'),
    ).toBe(href);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').waitFor();
  await context.close();
});

it('back on the landing after its form went, the button is itself again and the app starts', async () => {
  const browser = await launchBrowser([], { backForwardCache: true });
  try {
    const page = await browser.newPage();
    await page.goto(`${e2e.server.url}/`);
    const box = await page.getByRole('button', { name: 'Continue with Google' }).boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.getByLabel('Email').waitFor();
    // The browser brings the page back as it was left (no load event): 'Redirecting...', disabled.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
    );
    const button = page.getByRole('button', { name: 'Continue with Google' });
    expect(await button.isEnabled()).toBe(true);
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.toJSON().type),
    ).toBe('navigate');
    await button.click();
    await page.getByLabel('Email').waitFor();
  } finally {
    await browser.close();
  }
});

it('Get Help is hydrated for a signed-in person: no mismatch, and it works', async () => {
  const context = await e2e.browser.newContext();
  await context.addCookies(await signedInCookies('hydrate.crisis@example.com', 'Hal'));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(`${e2e.server.url}/help`);
  await page.getByRole('heading', { level: 1, name: 'Get Help' }).waitFor();
  const marked = await page
    .getByRole('heading', { level: 1, name: 'Get Help' })
    .evaluate((el) => el.closest('#root')?.getAttribute('data-prerendered'));
  expect(marked).toBe('help');
  await page.getByRole('button', { name: 'Request Peer Support' }).click();
  await page.getByRole('dialog', { name: 'Request Peer Support' }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it("a tap on Get Help's buttons before the app has started is not lost: it is done once the app has taken the page over", async () => {
  const context = await e2e.browser.newContext();
  await context.addCookies(await signedInCookies('early.tap@example.com', 'Eli'));
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${e2e.server.url}/help`);
  const button = page.getByRole('button', { name: 'Request Peer Support' });
  await button.click();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = await page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
  );
  expect({ started, asked, dialogs: await page.getByRole('dialog').count() }).toEqual({
    started: false,
    asked: true,
    dialogs: 0,
  });
  release();
  await page.getByRole('dialog', { name: 'Request Peer Support' }).waitFor();
  // Once the app has the page, the buttons are its own: Contact us opens its form at once.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Contact us' }).click();
  await page.getByRole('dialog').getByLabel('Subject').waitFor();
  await context.close();
});

it("a prerendered page the app draws afresh (not at its own address) holds no tap: its buttons are the app's", async () => {
  const context = await e2e.browser.newContext();
  await context.addCookies(await signedInCookies('fresh.draw@example.com', 'Fay'));
  const page = await context.newPage();
  // Get Help's file at another address: the app draws itself, and the unknown route goes home.
  await page.goto(`${e2e.server.url}/help.html`);
  await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  const tab = page.getByRole('tab', { name: 'Connections' });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  await context.close();
});

it("when the app's code does not arrive, the page says so under its crisis lines and loads on 'Try again', or once back online when the connection dropped", async () => {
  // No service worker: once it has cached the app's code (after 'Try again' below), it would hand
  // the code over itself, and the code would arrive after all.
  const context = await e2e.browser.newContext({ serviceWorkers: 'block' });
  await context.addCookies(await signedInCookies('no.code@example.com', 'Noa'));
  const page = await context.newPage();
  const start = /\/assets\/start-[^/]+\.js$/;
  await context.route(start, (route) => route.abort());
  // Get Help, prerendered: its crisis lines stay, and the note is read out.
  await page.goto(`${e2e.server.url}/help`);
  const note = page.getByRole('alert').filter({ hasText: 'the rest of the app could not load' });
  await note.waitFor();
  expect(await note.textContent()).toBe(
    'The crisis lines above work, but the rest of the app could not load. Try again',
  );
  await expectAllLines(page, 'Get Help without its code');
  await context.unroute(start);
  await note.getByRole('button', { name: 'Try again' }).click();
  await page
    .getByRole('heading', { level: 2, name: 'Inpatient Rehabs & Treatment Centers' })
    .waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'could not load' }).count()).toBe(0);
  // On the shell (Community) the code fails, then the connection drops: the note says the page
  // waits for it, and the page loads once the connection is back, by itself.
  await context.route(start, (route) => route.abort());
  await page.goto(`${e2e.server.url}/social`);
  await note.waitFor();
  await context.setOffline(true);
  await page.getByRole('alert').filter({ hasText: 'You are offline.' }).waitFor();
  expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  await expectAllLines(page, 'Community offline');
  await context.unroute(start);
  await context.setOffline(false);
  await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  await context.close();
});
