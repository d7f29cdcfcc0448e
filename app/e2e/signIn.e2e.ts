import { describe, expect, it } from 'vitest';
import { animationsFinished } from './animations';
import { axeViolations } from './axe';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

describe('sign in, set up, come back, log out', () => {
  it('a newcomer signs in, completes Profile Setup and reaches /social; reload keeps the session; logout goes home', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signInThroughProvider(page, e2e.server.url, 'jo@example.com', 'Jo');
    await page.waitForURL('**/setup');
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe('Jo');
    await completeSetup(page, { status: 'Offering Support', type: 'Mental health' });
    await page.getByRole('heading', { name: 'Community', exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/social');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out?' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is gone on the server too.
    const me = await page.request.get(`${e2e.server.url}/api/users/me`);
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('a visitor opening /map lands on /', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/map`);
    await page.getByRole('heading', { name: 'Peer-Powered Recovery Support Network' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('an unknown path redirects to /', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/no/such/page`);
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a user with an incomplete profile is forced to /setup', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signInThroughProvider(page, e2e.server.url, 'incomplete@example.com', 'Inc');
    await page.waitForURL('**/setup');
    await page.goto(`${e2e.server.url}/map`);
    await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/setup');
    await context.close();
  });

  it('?edit=true edits the existing profile; /setup without it goes to /social', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signInThroughProvider(page, e2e.server.url, 'editor@example.com', 'Ed');
    await completeSetup(page);
    await page.goto(`${e2e.server.url}/setup`);
    await page.waitForURL('**/social');

    await page.getByRole('link', { name: 'Profile settings' }).click();
    await page.waitForURL('**/setup?edit=true');
    await page.getByLabel('Bio').fill('One day at a time.');
    await page.getByLabel('Display name').fill('Eddie');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/social');

    await page.goto(`${e2e.server.url}/setup?edit=true`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe('Eddie');
    await expect(page.getByLabel('Bio').inputValue()).resolves.toBe('One day at a time.');
    await context.close();
  });

  it('a refused sign-in shows why on the landing page', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(
      `${e2e.server.url}/auth/callback?error=access_denied&error_description=User%20cancelled`,
    );
    await page
      .getByRole('alert')
      .filter({ hasText: 'Authentication failed: access_denied - User cancelled' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("a used code sends the person home with the server's reason", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/auth/callback?code=not-a-real-code`);
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Authentication error: This sign-in code is not valid or was already used.',
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('admin', () => {
  it('an admin sees the admin button and opens /admin', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signInThroughProvider(page, e2e.server.url, 'admin@example.com', 'Admin');
    await completeSetup(page);
    await page.getByRole('link', { name: 'Admin panel' }).click();
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });

  it('another user has no admin button, and opening /admin lands on /social', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signInThroughProvider(page, e2e.server.url, 'member@example.com', 'Member');
    await completeSetup(page);
    await page.getByRole('link', { name: 'Profile settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin panel' }).count()).toBe(0);
    await page.goto(`${e2e.server.url}/admin`);
    await page.waitForURL('**/social');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Access Restricted: This area is for administrators only.' })
      .waitFor();
    await page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
    await context.close();
  });
});

describe('accessibility in a real browser', () => {
  it('landing, provider sign-in and Profile Setup have no axe violations', async () => {
    // bypassCSP only lets the test inject axe-core; the pages themselves are unchanged.
    const context = await e2e.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('a11y@example.com');
    await page.getByLabel('Display name').fill('Ally');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await completeSetup(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the mobile menu opens and repeats the tabs', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await signInThroughProvider(page, e2e.server.url, 'mobile@example.com', 'Mo');
    await completeSetup(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu', expanded: true }).waitFor();
    // Pressed while the menu still slides open, the link can move under the press.
    await animationsFinished(page);
    await page.getByRole('link', { name: 'Toolkit' }).click();
    await page.waitForURL('**/toolkit');
    await page.getByRole('heading', { name: 'Toolkit' }).waitFor();
    await context.close();
  });
});
