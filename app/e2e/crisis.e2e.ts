import { expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

const LINES = [
  ['Call or text 988', 'tel:988'],
  ['Text HOME to 741741', 'sms:741741?&body=HOME'],
  ['1-800-662-4357', 'tel:18006624357'],
  ['911', 'tel:911'],
] as const;

it("the four crisis lines are in the HTML itself: they show even when the app's JavaScript never runs", async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/help', '/map']) {
      await page.goto(`${e2e.server.url}${path}`);
      for (const [text, href] of LINES)
        expect(await page.getByRole('link', { name: text, exact: true }).getAttribute('href')).toBe(
          href,
        );
    }
  } finally {
    await browser.close();
  }
});

it('the app replaces them with its own screen once it runs', async () => {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/`);
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  expect(
    await page.getByText('If you are in crisis, help is one tap away, any time:').count(),
  ).toBe(0);
  await context.close();
});
