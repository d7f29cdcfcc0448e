import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { RetryAlert } from '../common/RetryAlert';
import { visuallyHidden } from '../common/visuallyHidden';
import { WaitingButton } from '../common/WaitingButton';
import { useFocusKept } from '../common/useFocusKept';
import type { AdminListLoading } from './types';

export interface AdminListProps<T> extends AdminListLoading {
  /** The list's accessible name ('Open reports'). */
  label: string;
  /** What the list shows, in order. */
  items: readonly T[];
  /** Each item's stable key (its id). */
  itemKey: (item: T) => string;
  /** One item, drawn inside its list item. */
  renderItem: (item: T) => ReactNode;
  /** The calm sentence shown when there is nothing. */
  empty: ReactNode;
  /** What could not be loaded, and what to check, shown with 'Retry'. */
  errorMessage: string;
  /** The page's `next_cursor`: 'Load more' shows while it is not null. @default null */
  nextCursor?: string | null;
}

/**
 * The frame of every list of the console: skeletons while the first page loads, 'Retry' when it
 * failed, a calm sentence when empty, else the items and 'Load more' while there are more.
 * Accessibility: while the first page loads, a polite status says so ('Loading open reports…')
 * and the skeletons are hidden from screen readers; a failure to load is announced as an alert.
 * 'Load more' waits while the next page loads rather than being disabled, so it keeps its focus;
 * once the last page is in it leaves, and the focus goes to the first item it brought.
 */
export function AdminList<T>({
  label,
  items,
  itemKey,
  renderItem,
  empty,
  errorMessage,
  status,
  nextCursor = null,
  loadingMore = false,
  loadMoreError = null,
  onRetry,
  onLoadMore,
}: AdminListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<{ button: HTMLElement; shown: number } | null>(null);
  // Only 'Load more' hands its focus to what it brought (an item's own buttons leave with it).
  const keep = useFocusKept(({ element }) =>
    element === more.current?.button
      ? (list.current?.children[more.current.shown] as HTMLElement | undefined)
      : undefined,
  );
  if (status === 'loading')
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box role="status" sx={visuallyHidden}>
          Loading {label.toLowerCase()}…
        </Box>
        {[0, 1, 2].map((i) => (
          <Paper key={i} variant="outlined" sx={{ p: 2 }} aria-hidden="true">
            <Skeleton width="40%" />
            <Skeleton width="90%" />
            <Skeleton width="70%" />
          </Paper>
        ))}
      </Box>
    );
  if (status === 'error') return <RetryAlert message={errorMessage} onRetry={onRetry} />;
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <Box {...keep} sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="ul"
        ref={list}
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, minWidth: 0 }}
      >
        {items.map((item) => (
          <Box component="li" key={itemKey(item)} sx={{ minWidth: 0 }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
      {loadMoreError && <Alert severity="error">{loadMoreError}</Alert>}
      {nextCursor !== null && (
        <Box sx={{ textAlign: 'center' }}>
          <WaitingButton
            variant="outlined"
            onClick={(event) => {
              more.current = { button: event.currentTarget, shown: items.length };
              onLoadMore(nextCursor);
            }}
            waiting={loadingMore}
          >
            {loadingMore ? 'Loading...' : 'Load more'}
          </WaitingButton>
        </Box>
      )}
    </Box>
  );
}
