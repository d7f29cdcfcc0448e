import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MessageReaction } from '../../contract/messages';
import { separatorLabel, withTimeSeparators } from '../../domain/messages/timeline';
import { useFocusKept } from '../common/useFocusKept';
import { WaitingButton } from '../common/WaitingButton';
import { MessageBubble } from './MessageBubble';
import type { ConversationState } from './types';
import { useFollowNewest } from './useFollowNewest';

export interface MessageLogProps {
  /** The messages and whether earlier ones exist or are loading. */
  conversation: Pick<ConversationState, 'messages' | 'hasEarlier' | 'loadingEarlier'>;
  /** The other person's name: 'Messages with {name}'. */
  name: string;
  /** The viewer's user id: their messages sit on the right, and the log follows their new ones. */
  viewerId: string;
  /** Called by 'Load earlier messages' (shown while `hasEarlier`). */
  onLoadEarlier: () => void;
  /** Absent when the thread is closed: no reactions then. */
  onReact?: (messageId: string, emoji: MessageReaction) => void;
  /** Sends a failed message again, by its temporary id. */
  onRetrySend: (tempId: string) => void;
  /** 'now' for the time separators (fixed in stories and tests). */
  now?: Date;
  /**
   * The other person deleted their account: an empty log says only that nothing is left, inviting
   * no hello (the notice in place of the input says why nothing can be sent). @default false
   */
  deleted?: boolean;
}

/**
 * The messages, oldest first, in a `log` (new ones are announced politely), with time separators,
 * 'Load earlier messages' above and 'New messages' to jump down while reading older ones
 * (useFollowNewest keeps the scroll). Accessibility: the log is named 'Messages with {name}' and
 * can take focus, so it scrolls from the keyboard. A control that leaves with the focus ('Load
 * earlier messages' once the earliest are in, a failed message's 'Retry' once it is sent again, a
 * reaction taken back, 'New messages' once pressed) hands the focus to the log itself: the view
 * stays where it was, and the arrow keys go on from there.
 */
export function MessageLog({
  conversation: c,
  name,
  viewerId,
  onLoadEarlier,
  onReact,
  onRetrySend,
  now,
  deleted = false,
}: MessageLogProps) {
  const { scroller, onScroll, unseen, jumpToNewest } = useFollowNewest(c.messages, viewerId);
  const keep = useFocusKept(() => scroller.current);

  return (
    <Box {...keep} sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        role="log"
        aria-label={`Messages with ${name}`}
        tabIndex={0}
        onScroll={onScroll}
        sx={{
          flex: 1,
          overflowY: 'auto',
          px: { xs: 1.5, sm: 2 },
          py: 2,
          bgcolor: 'background.default',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      >
        {c.hasEarlier && (
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <WaitingButton
              size="small"
              variant="outlined"
              onClick={onLoadEarlier}
              waiting={c.loadingEarlier}
              startIcon={
                c.loadingEarlier ? <CircularProgress size={14} aria-hidden="true" /> : undefined
              }
            >
              {c.loadingEarlier ? 'Loading earlier messages…' : 'Load earlier messages'}
            </WaitingButton>
          </Box>
        )}
        {c.messages.length === 0 ? (
          deleted ? (
            // Their messages went with their account; nothing here invites a hello.
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6, px: 2 }}>
              No messages left in this conversation.
            </Typography>
          ) : (
            <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>No messages yet. Say hello!</Typography>
              <Typography variant="body2" color="text.secondary">
                A kind word or a simple hi is a good start.
              </Typography>
            </Box>
          )
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {withTimeSeparators(c.messages).map((item) =>
              item.kind === 'separator' ? (
                <Box component="li" key={item.key} sx={{ textAlign: 'center', my: 1 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                    <time dateTime={item.at}>{separatorLabel(item.at, now)}</time>
                  </Typography>
                </Box>
              ) : (
                <Box component="li" key={item.key}>
                  <MessageBubble
                    message={item.message}
                    viewerId={viewerId}
                    otherName={name}
                    onReact={onReact && ((emoji) => onReact(item.message.id, emoji))}
                    onRetry={() => onRetrySend(item.message.id)}
                  />
                </Box>
              ),
            )}
          </Box>
        )}
      </Box>
      {unseen && (
        <Button
          variant="contained"
          size="small"
          onClick={jumpToNewest}
          endIcon={<KeyboardArrowDownRoundedIcon aria-hidden="true" />}
          sx={{
            position: 'absolute',
            bottom: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            borderRadius: 4,
          }}
        >
          New messages
        </Button>
      )}
    </Box>
  );
}
