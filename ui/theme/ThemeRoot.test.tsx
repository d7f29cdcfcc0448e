import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ThemeRoot } from './ThemeRoot';

const REDUCED = /@media \(prefers-reduced-motion: ?reduce\)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g;

/**
 * The declarations (property to value) that apply to `el` when the person asks for reduced motion.
 * jsdom evaluates no media query, reads no rule inside one and drops `!important`, so they are
 * read from the text of the page's styles.
 */
function reducedMotionDeclarations(el: Element): Map<string, string>[] {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  return [...css.matchAll(REDUCED)]
    .flatMap(([, body]) => [...(body ?? '').matchAll(/([^{}]+)\{([^{}]*)\}/g)])
    .filter(([, selectors]) =>
      (selectors ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => !s.includes('::'))
        .some((s) => el.matches(s)),
    )
    .map(([, , declarations]) => {
      const pairs = (declarations ?? '').split(';').map((d) => d.split(':').map((p) => p.trim()));
      return new Map(pairs.map(([property, value]) => [property ?? '', value ?? '']));
    });
}

const instant = (el: Element, property: 'transition-duration' | 'animation-duration') =>
  reducedMotionDeclarations(el).some((d) => d.get(property)?.replace(/\s/g, '') === '0s!important');

it('with reduced motion asked for, dialogs and buttons change at once and ripples do not spread', async () => {
  render(
    <ThemeRoot>
      <Button>Save</Button>
      <Dialog open aria-labelledby="title">
        <h2 id="title">Log out?</h2>
      </Dialog>
    </ThemeRoot>,
  );
  // Behind the open dialog, so out of the accessibility tree for now.
  const button = screen.getByRole('button', { name: 'Save', hidden: true });
  expect(instant(button, 'transition-duration')).toBe(true);
  expect(instant(screen.getByRole('dialog', { name: 'Log out?' }), 'transition-duration')).toBe(
    true,
  );
  // A press's ripple: a circle spreading inside the button's ripple layer, drawn at once.
  fireEvent.mouseDown(button);
  const ripple = await waitFor(() => {
    const spreading = button.querySelector('.MuiTouchRipple-root > *');
    expect(spreading).not.toBeNull();
    return spreading;
  });
  expect(instant(ripple!, 'animation-duration')).toBe(true);
});
