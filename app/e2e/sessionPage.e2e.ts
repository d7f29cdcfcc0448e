import { expect, it } from 'vitest';
import { e2eSession } from './session';

const e2e = e2eSession();

/** Whatever a post says stays text: it cannot end the page's answers, nor run. */
const HOSTILE = 'Ninety days </script><script>window.__ran = 1</script> <!-- $& $1 \u2028 & more';

it('Community arrives drawn by the server with the person’s feed, and the app takes it over without asking again', async () => {
  const { context, page } = await e2e.person('drawn@example.com', 'Dara');
  await page.getByRole('button', { name: 'Create Your First Post' }).click();
  await page.getByLabel("What's on your mind?").fill(HOSTILE);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByRole('article').filter({ hasText: 'Ninety days' }).waitFor();

  // Without any JavaScript: the feed, the header and the crisis lines are in the page itself.
  const noScript = await e2e.browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const bare = await noScript.newPage();
  const response = await bare.goto(`${e2e.server.url}/social`);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await bare.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  expect(await bare.getByRole('article').innerText()).toContain(HOSTILE);
  await bare.getByRole('link', { name: 'Call or text 988' }).first().waitFor();
  await noScript.close();

  // With the app: it hydrates what the server drew, and asks for none of the answers in it.
  const tab = await context.newPage();
  const asked: string[] = [];
  tab.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const problems: string[] = [];
  tab.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  tab.on('pageerror', (e) => problems.push(e.message));
  await tab.goto(`${e2e.server.url}/social`);
  // Drawn by the server: the first screen is the feed, not 'Loading...'.
  expect(await tab.locator('#root[data-prerendered="social"]').count()).toBe(1);
  const card = tab.getByRole('article').filter({ hasText: 'Ninety days' });
  await card.waitFor();
  // The app has it: the composer opens, and a reaction reaches the server.
  await tab.getByRole('button', { name: "What's on your mind?" }).click();
  await tab.getByRole('dialog').waitFor();
  await tab.keyboard.press('Escape');
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect.poll(() => asked.filter((p) => p.endsWith('/like')).length).toBe(1);
  for (const path of ['/api/users/me', '/api/profile', '/api/social/posts'])
    expect(asked).not.toContain(path);
  expect(await tab.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  expect(problems).toEqual([]);
  await context.close();
});

it('an ended session gets the landing, with its cookie cleared', async () => {
  const { context, page } = await e2e.person('ended@example.com', 'Eli');
  const state = await context.storageState();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).last().click();
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  // The old cookie, as a second device that kept it would send it.
  const stale = await e2e.browser.newContext({ storageState: state });
  const tab = await stale.newPage();
  await tab.goto(`${e2e.server.url}/social`);
  await tab.getByRole('button', { name: 'Continue with Google' }).waitFor();
  expect(new URL(tab.url()).pathname).toBe('/');
  expect((await stale.cookies()).map((c) => c.name)).not.toContain('sid');
  await stale.close();
  await context.close();
});
