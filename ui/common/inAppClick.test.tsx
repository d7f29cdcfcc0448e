import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { inAppClick } from './inAppClick';

it('follows a plain click in the app, and leaves a click asking for a new tab to the browser', () => {
  const go = vi.fn();
  render(
    <a href="/account" onClick={inAppClick(go)}>
      Privacy & account
    </a>,
  );
  const link = screen.getByRole('link', { name: 'Privacy & account' });
  expect(fireEvent.click(link)).toBe(false); // the page load was prevented
  expect(go).toHaveBeenCalledTimes(1);
  for (const modified of [
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ])
    expect(fireEvent.click(link, modified)).toBe(true);
  expect(go).toHaveBeenCalledTimes(1);
});
