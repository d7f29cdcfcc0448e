import type { MouseEvent } from 'react';

/**
 * A click on a link the app follows itself (the router instead of a page load), except the
 * clicks with which a person asks for a new tab or window or a download (Ctrl, ⌘, Shift, Alt,
 * the middle button): those are left to the browser, as on any link.
 */
export function inAppClick(go: () => void) {
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    go();
  };
}
