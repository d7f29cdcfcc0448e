import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { e2eSession } from './session';

const e2e = e2eSession();

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel').filter({ visible: true }).waitFor();
};

it('sets a start date, sees the stats, shares a milestone and finds it in the feed', async () => {
  const { page } = await e2e.person('toolkit.e2e@example.com', 'Rae');
  await page.getByRole('link', { name: 'Toolkit' }).first().click();
  await page.waitForURL('**/toolkit');
  await page.getByRole('heading', { name: 'Toolkit', level: 1 }).waitFor();

  // Dashboard: the first check-in of the day.
  await page.getByText('No activity yet.', { exact: false }).waitFor();
  await page.getByRole('button', { name: '4 - Good' }).click();
  await page.getByText('Check-in complete!', { exact: false }).waitFor();
  await page.getByRole('region', { name: 'Check-ins this week' }).getByText('1/7').waitFor();
  await page.getByRole('region', { name: 'Current streak' }).getByText('1 day').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // Recovery Timer: a wrong date is explained, then a quick-select starts the timer.
  await openTab(page, 'Recovery Timer');
  const date = page.getByRole('textbox', { name: 'Recovery start date' });
  await date.fill('31/12/2020');
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await page
    .getByRole('alert')
    .getByText('Please enter a valid date in MM/DD/YYYY or YYYY-MM-DD format')
    .waitFor();
  await page.getByRole('button', { name: '1 year ago' }).click();
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await page.getByText('365 days', { exact: true }).waitFor();
  await page.getByText('Next goal: 2 Years · 365 days to go').waitFor();
  await page.getByRole('button', { name: '1 Year Achieved (365 days)' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // It is kept on the device under its documented key and survives a reload.
  expect(await page.evaluate(() => localStorage.getItem('recoveryStartDate'))).toMatch(
    /^"\d{4}-\d{2}-\d{2}"$/,
  );
  await page.reload();
  await page.getByText('365 days', { exact: true }).waitFor();

  // Congratulations -> Share to Community -> the feed, with the confirmation after 0.5 s.
  await page.getByRole('button', { name: '1 Year Achieved (365 days)' }).click();
  const dialog = page.getByRole('dialog', { name: /Congratulations!/ });
  await dialog.getByText('You reached 1 Year: 365 days in recovery.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Share to Community' }).click();
  await page.waitForURL('**/social');
  await page.getByText('🎉 Recovery milestone shared to community!').waitFor();
  const post = page
    .getByRole('article')
    .filter({ hasText: 'I reached a recovery milestone: 1 Year (365 days in recovery)!' });
  await post.waitFor();
  await post.getByText('Milestone: 365 days in recovery').waitFor();
});

it('keeps every tool working: breathing, meditation, journal, coping, crisis plan, wellness; a broken stored value does not break the page', async () => {
  const { page } = await e2e.person('tools.e2e@example.com', 'Kai');
  await page.goto(`${e2e.server.url}/toolkit?tab=breathing`);

  // Breathing: the guide runs and its circle does not animate under reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Start Box Breathing' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Breathe In' });
  await status.waitFor();
  await page.getByRole('status').filter({ hasText: 'Hold' }).waitFor({ timeout: 8000 });
  const transition = await page
    .locator('[role="tabpanel"]:not([hidden]) .MuiCardContent-root > div[aria-hidden="true"]')
    .first()
    .evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(transition).toBe('0s');
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('status').filter({ hasText: 'Ready' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // Meditation: a preset, Start, Pause.
  await openTab(page, 'Meditation');
  await page.getByRole('button', { name: '5 minutes', exact: true }).click();
  await page.getByRole('timer').filter({ hasText: '05:00' }).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('timer').filter({ hasText: '04:5' }).waitFor();
  await page.getByRole('button', { name: 'Pause' }).click();

  // Journal: save an entry; Print Journal opens the ten questions.
  await openTab(page, 'Journal');
  const save = page.getByRole('button', { name: 'Save Entry' });
  expect(await save.isDisabled()).toBe(true);
  await page
    .getByRole('textbox', { name: 'Journal entry' })
    .fill('Made it through a hard evening.');
  await save.click();
  await page.getByRole('listitem').filter({ hasText: 'Made it through a hard evening.' }).waitFor();
  await page.getByRole('button', { name: 'Print Journal' }).click();
  const sheet = page.getByRole('dialog', { name: 'My Recovery Journal' });
  expect(await sheet.getByRole('listitem').count()).toBe(10);
  await sheet.getByRole('button', { name: 'Close' }).click();

  // Coping skills: once a day.
  await openTab(page, 'Coping Skills');
  await page.getByRole('button', { name: 'Use This Tool: Call a Friend' }).click();
  await page.getByRole('button', { name: 'Call a Friend: Used Today ✓' }).waitFor();

  // Crisis support: one-tap lines and a safety plan kept on the device.
  await openTab(page, 'Crisis Support');
  expect(await page.locator('a[href="tel:988"]').count()).toBeGreaterThan(0);
  await page
    .getByRole('textbox', { name: '1. My warning signs' })
    .fill('Skipping meals, not answering calls');
  expect(await axeViolations(page)).toEqual([]);

  // Wellness: tick a habit.
  await openTab(page, 'Wellness');
  await page.getByRole('checkbox', { name: /Drank enough water/ }).check();
  await page.getByText('1 of 5 done today', { exact: false }).waitFor();
  // On a phone 320 px wide the week fits beside the habits: nothing scrolls sideways inside it.
  await page.setViewportSize({ width: 320, height: 800 });
  const week = page.getByRole('region', { name: 'Last 7 days' });
  await week.getByRole('columnheader', { name: 'Today' }).waitFor();
  expect(
    await week.evaluate((card) =>
      [card, ...card.querySelectorAll('*')]
        .filter(
          (el) =>
            el.scrollWidth > el.clientWidth &&
            ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
        )
        .map((el) => `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`),
    ),
  ).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The dashboard counts it all.
  await openTab(page, 'Dashboard');
  const activities = page.getByRole('region', { name: 'Activities in 30 days' });
  await activities.getByText('4', { exact: true }).waitFor();

  // A broken entry in local storage falls back; the rest is kept.
  await page.evaluate(() => localStorage.setItem('journalEntries', '{broken'));
  await page.reload();
  await page.getByRole('heading', { name: 'Toolkit', level: 1 }).waitFor();
  await openTab(page, 'Crisis Support');
  expect(await page.getByRole('textbox', { name: '1. My warning signs' }).inputValue()).toBe(
    'Skipping meals, not answering calls',
  );
  await openTab(page, 'Journal');
  await page.getByText('No entries yet.', { exact: false }).waitFor();
});

describe("logout's 'Also clear my toolkit data from this device'", () => {
  const TOOLKIT_KEYS = ['dailyMood', 'todayCheckedIn', 'usageStats', 'journalEntries'];
  const stored = (page: Page) =>
    page.evaluate(
      (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
      TOOLKIT_KEYS,
    );

  /** Checks in and writes a journal entry, so the device holds toolkit data. */
  const useToolkit = async (page: Page) => {
    await page.getByRole('link', { name: 'Toolkit' }).first().click();
    await page.getByRole('heading', { name: 'Toolkit', level: 1 }).waitFor();
    await page.getByRole('button', { name: '3 - Okay' }).click();
    await page.getByText('Check-in complete!', { exact: false }).waitFor();
    await openTab(page, 'Journal');
    await page.getByRole('textbox', { name: 'Journal entry' }).fill('Only for me to read.');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await page.getByText('Only for me to read.').first().waitFor();
    const before = await stored(page);
    expect(before.journalEntries).toContain('Only for me to read.');
    expect(before.todayCheckedIn).not.toBeNull();
  };

  const logOut = async (page: Page, clearToolkit: boolean) => {
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    const box = dialog.getByRole('checkbox', {
      name: 'Also clear my toolkit data from this device',
    });
    expect(await box.isChecked()).toBe(false);
    if (clearToolkit) await box.check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  };

  it('ticked: the toolkit data is gone from the device', async () => {
    const { page, context } = await e2e.person('clear.toolkit@example.com', 'Cleo');
    await useToolkit(page);
    await logOut(page, true);
    expect(await stored(page)).toEqual({
      dailyMood: null,
      todayCheckedIn: null,
      usageStats: null,
      journalEntries: null,
    });
    // Still gone after a reload: nothing wrote it back.
    await page.reload();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(Object.values(await stored(page)).every((v) => v === null)).toBe(true);
    await context.close();
  });

  it('unticked: the toolkit data stays on the device', async () => {
    const { page, context } = await e2e.person('keep.toolkit@example.com', 'Kit');
    await useToolkit(page);
    await logOut(page, false);
    const after = await stored(page);
    expect(after.journalEntries).toContain('Only for me to read.');
    expect(after.todayCheckedIn).not.toBeNull();
    await context.close();
  });
});
