import type { SyntheticEvent } from 'react';

/**
 * A control that waits for what a press started (saving, loading more, sending) says so with
 * `aria-disabled` instead of `disabled`: a disabled control drops the keyboard's focus to the page
 * the moment it is pressed, and leaves the Tab order. Its click handler calls this: while it
 * waits a press does nothing, and a press of a submit button submits nothing.
 * Used by ui/common/WaitingButton.tsx and the icon buttons that wait.
 */
export function unlessWaiting<E extends SyntheticEvent>(
  waiting: boolean,
  event: E,
  action?: (event: E) => void,
) {
  if (waiting) event.preventDefault();
  else action?.(event);
}

/**
 * The dimmed look of a waiting control, for its `sx`: its label greyed, or, on a filled (contained)
 * button, whose grey label would vanish into its fill, the whole button a little faded, its white
 * label still 4.8:1 against the faded primary fill, so 'Saving...' can be read.
 */
export const WAITING_SX = {
  cursor: 'default',
  '&:not(.MuiButton-contained)': { color: 'text.secondary' },
  '&.MuiButton-contained': { opacity: 0.85 },
} as const;
