/** What the Tab key can reach (disabled controls and `tabindex="-1"` cannot). */
export const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The control the keyboard's focus goes to when `el` leaves the page with the focus in it (an ad
 * closed, ui/help/AdSlot.tsx): the first one after it in the Tab order, else the last before it,
 * so the focus stays where the person was reading instead of falling back to the page's start.
 */
export function focusableBeside(el: HTMLElement): HTMLElement | null {
  const reachable = [...el.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (c) => !el.contains(c) && !c.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
  const after = reachable.find(
    (c) => el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return (
    after ??
    reachable.findLast((c) => el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_PRECEDING) ??
    null
  );
}
