import type { Page } from 'playwright-core';

/**
 * Waits until what is moving on the page (a menu sliding open, a dialog fading in) has come to
 * rest. Endless animations (a loading spinner) never finish and are left alone.
 *
 * A click during a transition can miss: the browser scrolls a half-open menu's clipped list to
 * show the link, the list jumps back as the menu grows, and the press lands between two links.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished),
    ),
  );
}
