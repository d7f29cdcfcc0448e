import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );

/** A camera and microphone that always answer, with no permission prompt (the call tests). */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
] as const;

/**
 * `backForwardCache` keeps pages a person leaves for their return by Back, as browsers do (which
 * Playwright turns off by default).
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  { backForwardCache = false }: { backForwardCache?: boolean } = {},
): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error(
      "Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH",
    );
  return chromium.launch({
    executablePath,
    headless: true,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** Signs in through the landing page and the local identity provider, as a person does. */
export async function signInThroughProvider(
  page: Page,
  base: string,
  email: string,
  displayName: string,
) {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Display name').fill(displayName);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Completes Profile Setup with the given choices and waits for /social. */
export async function completeSetup(page: Page, opts: { status?: string; type?: string } = {}) {
  await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
  if (opts.status) {
    await page.getByRole('combobox', { name: 'Support status' }).click();
    await page.getByRole('option', { name: opts.status, exact: true }).click();
  }
  if (opts.type) {
    await page.getByRole('combobox', { name: 'Recovery type' }).click();
    await page.getByRole('option', { name: opts.type, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/social');
  // The Community screen loads on demand after the URL changes: wait until it is really shown.
  await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
}
