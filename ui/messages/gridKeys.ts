import type { KeyboardEvent } from 'react';

/**
 * Where focus goes for a navigation key in a grid of `count` items, `columns` wide: left/right
 * step and wrap, up/down move a row, Home/End jump; null for any other key.
 */
export function nextFocusIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return index <= 0 ? count - 1 : index - 1;
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Moves focus among the buttons inside the element handling the key, as `nextFocusIndex` says. */
export function moveFocusAmongButtons(e: KeyboardEvent<HTMLElement>, columns: number) {
  const buttons = Array.from(e.currentTarget.querySelectorAll('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = nextFocusIndex(e.key, index, buttons.length, columns);
  if (next === null) return;
  e.preventDefault();
  buttons[next]?.focus();
}
