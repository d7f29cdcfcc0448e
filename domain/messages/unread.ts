/** Counts above this show as '9+' (docs/product.md, Messages). */
export const UNREAD_BADGE_MAX = 9;

/** The text of a thread's unread badge: '' when nothing is unread, '9+' above 9. */
export function unreadBadgeLabel(count: number): string {
  if (!(count > 0)) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** What a screen reader hears for the badge: the real count, e.g. '12 unread messages'. */
export function unreadA11yLabel(count: number): string {
  if (!(count > 0)) return '';
  const n = Math.floor(count);
  return `${n} unread ${n === 1 ? 'message' : 'messages'}`;
}
