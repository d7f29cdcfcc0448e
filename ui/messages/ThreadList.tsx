import BlockIcon from '@mui/icons-material/Block';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageThread } from '../../contract/messages';
import { presenceLabel } from '../../domain/messages/presence';
import { filterThreads } from '../../domain/messages/threadSearch';
import { unreadA11yLabel, unreadBadgeLabel } from '../../domain/messages/unread';
import { messageTime } from '../../domain/time/relativeTime';
import { RetryAlert } from '../common/RetryAlert';
import { visuallyHidden } from '../common/visuallyHidden';
import { PresenceDot } from './PresenceDot';
import type { LoadStatus } from './types';

export interface ThreadListProps {
  /** The viewer's conversations, newest first. */
  threads: MessageThread[];
  /** 'loading' before the list first arrives. */
  status: LoadStatus;
  /** The person whose conversation is open; their row is highlighted. */
  selectedUserId: string | null;
  /** Called with the person's user id when their chat is chosen. */
  onSelect: (userId: string) => void;
  /** Called by Retry when the list could not be loaded. */
  onRetry: () => void;
  /** The search text to start with (stories). @default '' */
  initialSearch?: string;
  /**
   * Focuses this person's row when the list appears (back from a conversation on a phone).
   * @default null
   */
  focusUserId?: string | null;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const Root = styled(Box, { name: 'PeerThreadList', slot: 'Root' })({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
}) as typeof Box;

const Badge = styled('span', { name: 'PeerThreadList', slot: 'Badge' })(({ theme }) => ({
  minWidth: 22,
  height: 22,
  padding: theme.spacing(0, 0.75),
  borderRadius: 11,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: 700,
  flexShrink: 0,
}));

/**
 * 'Chats': the search box and the viewer's conversations, each with presence, preview and unread count.
 * Accessibility: each row reads as name, presence, time, preview and unread count, the open one
 * marked current; 'Loading chats…' and how many chats a search found are announced as a status.
 */
export function ThreadList({
  threads,
  status,
  selectedUserId,
  onSelect,
  onRetry,
  initialSearch = '',
  focusUserId = null,
  now,
}: ThreadListProps) {
  const [search, setSearch] = useState(initialSearch);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const shown = filterThreads(threads, search);
  const searching = search.trim() !== '';

  useEffect(() => {
    if (!focusUserId) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-user-id]') ?? [];
    Array.from(rows)
      .find((row) => row.dataset.userId === focusUserId)
      ?.focus();
    // Only when the list first appears: later updates must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Root component="section" aria-labelledby={headingId}>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
          Chats
        </Typography>
        <TextField
          type="search"
          size="small"
          fullWidth
          placeholder="Search chats"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          disabled={status !== 'ready' || threads.length === 0}
          slotProps={{
            htmlInput: { 'aria-label': 'Search chats by name' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box role="status" sx={visuallyHidden}>
          {searching && status === 'ready'
            ? `${shown.length} ${shown.length === 1 ? 'chat' : 'chats'} found`
            : ''}
        </Box>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {status === 'loading' && (
          <Box sx={{ px: 2 }}>
            <Box role="status" sx={visuallyHidden}>
              Loading chats…
            </Box>
            {[0, 1, 2, 3].map((i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25 }}>
                <Skeleton variant="circular" width={44} height={44} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="50%" />
                  <Skeleton width="80%" />
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {status === 'error' && (
          <RetryAlert
            message="Chats could not be loaded. Please check your connection."
            onRetry={onRetry}
            sx={{ mx: 2 }}
          />
        )}
        {status === 'ready' && threads.length === 0 && (
          <Box sx={{ textAlign: 'center', px: 3, py: 6 }}>
            <ForumOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden="true" />
            <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
              No messages yet
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Start a conversation from the map or community
            </Typography>
          </Box>
        )}
        {status === 'ready' && threads.length > 0 && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            No chats match “{search.trim()}”.
          </Typography>
        )}
        {status === 'ready' && shown.length > 0 && (
          <List ref={listRef} disablePadding aria-labelledby={headingId}>
            {shown.map((t) => (
              <ThreadRow
                key={t.other_user_id}
                thread={t}
                selected={t.other_user_id === selectedUserId}
                onSelect={onSelect}
                now={now}
              />
            ))}
          </List>
        )}
      </Box>
    </Root>
  );
}

function ThreadRow({
  thread: t,
  selected,
  onSelect,
  now,
}: {
  thread: MessageThread;
  selected: boolean;
  onSelect: (userId: string) => void;
  now?: Date;
}) {
  const unread = t.unread_count > 0;
  const time = messageTime(t.last_message_time, now);
  // A deleted account's thread may have nothing left in it (only the viewer's messages stay).
  const preview = t.last_message ? `${t.last_message_mine ? 'You: ' : ''}${t.last_message}` : '';
  // Nothing reaches a deleted account: no presence, and no block to speak of.
  const deleted = t.deleted === true;
  // The row's name is its own text, in reading order; what only shows as a dot or a number is
  // added for screen readers right where it belongs.
  const presence = deleted ? null : presenceLabel(t.presence, now);
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        data-user-id={t.other_user_id}
        onClick={() => onSelect(t.other_user_id)}
        sx={{
          gap: 1.5,
          py: 1.25,
          alignItems: 'center',
          borderLeft: 4,
          borderColor: selected ? 'primary.main' : 'transparent',
        }}
      >
        <Box sx={{ position: 'relative', flexShrink: 0 }} aria-hidden="true">
          {deleted ? (
            // As in the conversation's header (ConversationHeader.tsx): no letter of a name.
            <Avatar sx={{ bgcolor: 'grey.500', width: 44, height: 44 }} aria-hidden="true">
              <PersonOffOutlinedIcon />
            </Avatar>
          ) : (
            <>
              <Avatar sx={{ bgcolor: 'secondary.main', width: 44, height: 44 }} aria-hidden="true">
                {t.other_user_name.charAt(0).toUpperCase()}
              </Avatar>
              <PresenceDot presence={t.presence} overlap now={now} />
            </>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: unread ? 700 : 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {t.other_user_name}
              <Box component="span" sx={visuallyHidden}>
                {presence ? `, ${presence}, ` : ', '}
              </Box>
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              <time dateTime={t.last_message_time}>{time}</time>
              <Box component="span" sx={visuallyHidden}>
                {', '}
              </Box>
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {t.blocked && !deleted && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
              >
                <BlockIcon sx={{ fontSize: 14 }} aria-hidden="true" />
                Blocked
              </Typography>
            )}
            <Typography
              component="span"
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontWeight: unread ? 600 : 400,
              }}
            >
              {preview}
            </Typography>
            {unread && (
              <>
                <Badge aria-hidden="true">{unreadBadgeLabel(t.unread_count)}</Badge>
                <Box component="span" sx={visuallyHidden}>
                  {`, ${unreadA11yLabel(t.unread_count)}`}
                </Box>
              </>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
