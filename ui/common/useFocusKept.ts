import { useCallback, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { TABBABLE } from './focusBeside';

/** Where the focus was inside the container: the control, and its place among the container's. */
export interface LostFocus {
  /** The control, now gone from the page. */
  element: HTMLElement;
  /** Its index among the container's tabbable controls when it took the focus. */
  index: number;
}

/**
 * Keeps the keyboard's place when the control holding the focus leaves the page by a change of
 * what is shown (a signed-out session's row, 'Load more' once the last page is in): the browser
 * would drop the focus to the page's start, and a keyboard or screen-reader user would have to
 * find their way back. Spread what it returns (`onFocus`, `onBlur`) on the element around those
 * controls; after a render that removed the focused one, the focus goes to what `successor` picks:
 * one of the controls left (in Tab order), or an element of its own choosing (the first item 'Load
 * more' brought), unless the person has already put the focus somewhere else.
 */
export function useFocusKept(
  successor: (lost: LostFocus, left: HTMLElement[]) => HTMLElement | null | undefined,
): {
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
} {
  const focused = useRef<{ element: HTMLElement; container: HTMLElement; index: number } | null>(
    null,
  );
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const container = event.currentTarget;
    const element = event.target;
    const controls = [...container.querySelectorAll<HTMLElement>(TABBABLE)];
    focused.current = { element, container, index: controls.indexOf(element) };
  }, []);

  // The person moved the focus out to another control: nothing of theirs is left to keep. (A
  // control removed with the focus in it has no control to go to.)
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) focused.current = null;
  }, []);

  // After every commit: a layout effect runs before the browser paints, so the focus never shows
  // at the page's start in between.
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || was.element.isConnected) return;
    focused.current = null;
    const active = was.element.ownerDocument.activeElement;
    if (active && active !== was.element.ownerDocument.body) return;
    if (!was.container.isConnected) return;
    const left = [...was.container.querySelectorAll<HTMLElement>(TABBABLE)];
    const target = successor({ element: was.element, index: was.index }, left);
    if (!target) return;
    // A list's item (a post, a card) is not a control: focusable by script only, so a screen
    // reader reads it from its start and Tab goes on from there.
    if (!target.matches(TABBABLE)) target.tabIndex = -1;
    target.focus();
  });

  return { onFocus, onBlur };
}
