import { TIME_SEPARATOR_GAP_MS } from '../../contract/messages';

const DAY = 24 * 60 * 60_000;

/** One row of a conversation as shown: a time separator, or a message. */
export type TimelineItem<T> =
  { kind: 'separator'; key: string; at: string } | { kind: 'message'; key: string; message: T };

/**
 * Whether a time separator goes before a message (docs/product.md, The conversation): before the
 * first message, and when more than TIME_SEPARATOR_GAP_MS passed since the previous one. A message
 * without a readable time gets none, since there is nothing to show in it.
 */
export function needsTimeSeparator(previousIso: string | null, currentIso: string): boolean {
  const current = Date.parse(currentIso);
  if (Number.isNaN(current)) return false;
  if (previousIso === null) return true;
  const previous = Date.parse(previousIso);
  if (Number.isNaN(previous)) return true;
  return current - previous > TIME_SEPARATOR_GAP_MS;
}

/** The messages (oldest first) with a separator before each that needs one. */
export function withTimeSeparators<T extends { id: string; created_at: string }>(
  messages: readonly T[],
): TimelineItem<T>[] {
  const items: TimelineItem<T>[] = [];
  let previous: string | null = null;
  for (const message of messages) {
    if (needsTimeSeparator(previous, message.created_at)) {
      items.push({ kind: 'separator', key: `sep-${message.id}`, at: message.created_at });
    }
    items.push({ kind: 'message', key: message.id, message });
    previous = message.created_at;
  }
  return items;
}

// ICU puts a narrow no-break space before AM/PM; a plain one reads and matches the same everywhere.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The local clock time of a message, e.g. '3:04 PM'. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return plainSpaces(d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * The text of a time separator: 'Today 3:04 PM', 'Yesterday 9:10 AM', a weekday within the last
 * week ('Monday 9:10 AM'), then a date ('Nov 12, 9:10 AM', with the year when it differs).
 */
export function separatorLabel(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const time = clockTime(iso);
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Yesterday ${time}`;
  if (days > 1 && days < 7) {
    return `${then.toLocaleDateString('en-US', { weekday: 'long' })} ${time}`;
  }
  const date = then.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(then.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
  return `${date}, ${time}`;
}
