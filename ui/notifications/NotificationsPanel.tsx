import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import type { AppNotification } from '../../contract/notifications';
import { postTime } from '../../domain/time/relativeTime';
import { inAppClick } from '../common/inAppClick';
import { LoadingLine } from '../common/LoadingLine';
import { RetryAlert } from '../common/RetryAlert';
import { visuallyHidden } from '../common/visuallyHidden';
import { WaitingButton } from '../common/WaitingButton';
import { useFocusKept } from '../common/useFocusKept';

/** Where the notification settings are. */
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

/** What the list shows and does, wherever it is drawn (the header's panel, its own page). */
export interface NotificationsListProps {
  /** The notifications loaded so far, newest first. */
  items: AppNotification[];
  /** 'loading' before the first page, 'error' when it did not come. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the list did not load. @default null */
  error?: string | null;
  /** How many are unread; at 0 'Mark all as read' is dimmed and does nothing. */
  unreadCount: number;
  /** Older entries exist: 'Load more' shows. @default false */
  hasMore?: boolean;
  /** The next page is on its way: 'Load more' says 'Loading...' and waits. @default false */
  loadingMore?: boolean;
  /** 'Mark all as read' is on its way: it says 'Marking...' and waits. @default false */
  markingAll?: boolean;
  /** The person opened an entry (to where its link says). */
  onOpen: (notification: AppNotification) => void;
  /** Called by 'Mark all as read' (not while one is on its way or nothing is unread). */
  onMarkAllRead: () => void;
  /** Called by Retry when the list could not be loaded. */
  onRetry: () => void;
  /** Called by 'Load more' to fetch the next, older page. */
  onLoadMore: () => void;
  /** Opens the notification settings (NOTIFICATION_SETTINGS_PATH); without it, no link shows. */
  onSettings?: () => void;
  /** The heading's id, when something around the panel is named by it (the popover). */
  headingId?: string;
  /** The clock the times are read against (stories and tests). */
  now?: Date;
}

export interface NotificationsPanelProps extends NotificationsListProps {
  /** The heading's level: 'h1' on the page of its own, 'h2' in the header's panel. @default 'h2' */
  titleComponent?: 'h1' | 'h2';
}

/**
 * The list of a person's notifications, newest first: unread ones marked, each opening what it is
 * about; 'Mark all as read'; older ones a page at a time. Accessibility: the panel is a region
 * named by its heading; screen readers hear 'Unread:' before an unread entry; its buttons wait
 * dimmed, not disabled, so the keyboard's focus stays on them; once the last page is in, 'Load
 * more' leaves and its focus goes to the first entry it brought.
 */
export function NotificationsPanel({
  items,
  status,
  error = null,
  unreadCount,
  hasMore = false,
  loadingMore = false,
  markingAll = false,
  onOpen,
  onMarkAllRead,
  onRetry,
  onLoadMore,
  onSettings,
  titleComponent = 'h2',
  headingId: givenHeadingId,
  now,
}: NotificationsPanelProps) {
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  const off = markingAll || unreadCount === 0;
  const open = (n: AppNotification) => inAppClick(() => onOpen(n));
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<{ button: HTMLElement; shown: number } | null>(null);
  const keep = useFocusKept(({ element }) =>
    element === more.current?.button
      ? list.current?.children[more.current.shown]?.querySelector<HTMLElement>('a[href]')
      : undefined,
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }} {...keep}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1.5,
        }}
      >
        <Typography id={headingId} variant="h6" component={titleComponent}>
          Notifications
        </Typography>
        {status === 'ready' && items.length > 0 && (
          // Dimmed, not disabled, also with nothing unread: a disabled button would drop the
          // keyboard's focus out of the panel the moment it is pressed.
          <WaitingButton size="small" waiting={off} onClick={onMarkAllRead}>
            {markingAll ? 'Marking...' : 'Mark all as read'}
          </WaitingButton>
        )}
      </Box>
      {(status === 'loading' || status === 'idle') && (
        <LoadingLine message="Loading notifications..." sx={{ px: 2, pb: 2 }} />
      )}
      {status === 'error' && (
        <Box sx={{ px: 2, pb: 2 }}>
          <RetryAlert
            message={`Your notifications could not be loaded. ${error ?? ''}`.trim()}
            onRetry={onRetry}
          />
        </Box>
      )}
      {status === 'ready' && items.length === 0 && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography sx={{ fontWeight: 500 }}>No notifications yet</Typography>
          <Typography variant="body2" color="text.secondary">
            When someone comments on or reacts to your posts or answers your request for support, or
            moderators decide about something you shared, you will see it here.
          </Typography>
        </Box>
      )}
      {status === 'ready' && items.length > 0 && (
        <List disablePadding ref={list}>
          {items.map((n) => (
            <ListItem key={n.id} disablePadding divider>
              <ListItemButton
                component="a"
                href={n.link}
                onClick={open(n)}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  bgcolor: n.read ? 'transparent' : 'action.hover',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.75,
                    width: 10,
                    height: 10,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: n.read ? 'transparent' : 'primary.main',
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: n.read ? 400 : 600, overflowWrap: 'anywhere' }}>
                    {!n.read && (
                      <Box component="span" sx={visuallyHidden}>
                        Unread:{' '}
                      </Box>
                    )}
                    {n.text}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {postTime(n.updated_at, now)}
                  </Typography>
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {status === 'ready' && hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1.5 }}>
          <WaitingButton
            waiting={loadingMore}
            onClick={(event) => {
              more.current = { button: event.currentTarget, shown: items.length };
              onLoadMore();
            }}
          >
            {loadingMore ? 'Loading...' : 'Load more'}
          </WaitingButton>
        </Box>
      )}
      {onSettings && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            p: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button component="a" href={NOTIFICATION_SETTINGS_PATH} onClick={inAppClick(onSettings)}>
            Notification settings
          </Button>
        </Box>
      )}
    </Box>
  );
}
