/** Notifications fixtures shared by stories and tests. */
import type { AppNotification } from '../../contract/notifications';
import { FIXTURE_NOW } from '../fixtures';

const minutesAgo = (m: number) => new Date(FIXTURE_NOW.getTime() - m * 60_000).toISOString();

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'me:comment:c1',
    kind: 'comment',
    text: 'Jordan commented on your post',
    link: '/social?post=p1',
    updated_at: minutesAgo(5),
    read: false,
    ...overrides,
  };
}

/** A mix as a person sees it: a grouped entry, an answer to their request, older read ones. */
export function buildNotifications(): AppNotification[] {
  return [
    buildNotification({
      id: 'me:reactions:p1',
      kind: 'reactions',
      text: 'Bo and 3 others reacted to your post',
      updated_at: minutesAgo(2),
    }),
    buildNotification(),
    buildNotification({
      id: 'me:support_response:r1',
      kind: 'support_response',
      text: 'Sam answered your request for support',
      link: '/messages?with=u-sam',
      updated_at: minutesAgo(90),
      read: true,
    }),
    buildNotification({
      id: 'me:comment:c0',
      text: 'Anonymous User commented on your post',
      updated_at: minutesAgo(60 * 30),
      read: true,
    }),
  ];
}

/** A long list: twenty entries, the page the server sends, with more to load. */
export function buildManyNotifications(count = 20): AppNotification[] {
  return Array.from({ length: count }, (_, i) =>
    buildNotification({
      id: `me:comment:c${i + 10}`,
      text: `${['Ana', 'Bo', 'Cy', 'Di'][i % 4]} commented on your post`,
      updated_at: minutesAgo(10 * (i + 1)),
      read: i > 3,
    }),
  );
}
