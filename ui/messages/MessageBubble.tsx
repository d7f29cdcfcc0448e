import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import DoneRoundedIcon from '@mui/icons-material/DoneRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { SEND_TEXTS, type MessageReaction } from '../../contract/messages';
import {
  MESSAGE_REACTION_NAMES,
  summariseReactions,
  viewerReaction,
} from '../../domain/messages/reactions';
import { PICKER_EMOJI } from '../../domain/messages/emoji';
import { clockTime } from '../../domain/messages/timeline';
import { ModeratorBadge } from '../common/ModeratorBadge';
import { visuallyHidden } from '../common/visuallyHidden';
import { CallEntry } from './CallEntry';
import { MessageReactionPicker } from './MessageReactionPicker';
import type { ConversationMessage } from './types';

export interface MessageBubbleProps {
  /** The message to show; a 'call' message shows as a CallEntry. */
  message: ConversationMessage;
  /** The viewer: their messages sit on the right with sent/read ticks. */
  viewerId: string;
  /** The other person's name, read before their messages by screen readers. */
  otherName: string;
  /** Adds or toggles the viewer's reaction; without it the message offers no reactions. */
  onReact?: (emoji: MessageReaction) => void;
  /** Sends a failed message again. */
  onRetry?: () => void;
  /** Starts with the reaction picker open (stories). @default false */
  initialPickerOpen?: boolean;
}

const Root = styled(Box, { name: 'PeerMessageBubble', slot: 'Root' })({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '100%',
}) as typeof Box;

const Bubble = styled(Box, { name: 'PeerMessageBubble', slot: 'Bubble' })(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  borderRadius: 18,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxWidth: 'min(75vw, 520px)',
  ...theme.typography.body1,
})) as typeof Box;

/**
 * One message: the bubble, its time, the viewer's ticks or send state, and its reactions. A call's
 * entry shows as a CallEntry instead: nobody wrote it, so it has no reactions and no read ticks.
 * Accessibility: screen readers hear 'You:' or the person's name before the words, an emoji message
 * by its name, 'Sent' or 'Read' for the ticks, and each reaction as its name and count.
 */
export function MessageBubble({
  message,
  viewerId,
  otherName,
  onReact,
  onRetry,
  initialPickerOpen = false,
}: MessageBubbleProps) {
  if (message.message_type === 'call') return <CallEntry message={message} />;
  const mine = message.sender_user_id === viewerId;
  const emoji = message.message_type === 'emoji';
  const reactions = summariseReactions(message.reactions, viewerId);
  const canReact = Boolean(onReact) && !message.pending;
  const align = mine ? 'flex-end' : 'flex-start';

  return (
    <Root sx={{ alignItems: align }}>
      {!mine && message.by_moderator && (
        <Box sx={{ mb: 0.5 }}>
          <ModeratorBadge />
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: mine ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 0.5,
          maxWidth: '100%',
        }}
      >
        <Bubble
          sx={
            emoji
              ? { fontSize: '2.5rem', lineHeight: 1.1, px: 0.5, py: 0 }
              : mine
                ? {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    borderBottomRightRadius: 6,
                  }
                : {
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                    border: 1,
                    borderColor: 'divider',
                    borderBottomLeftRadius: 6,
                  }
          }
        >
          <Box component="span" sx={visuallyHidden}>
            {mine ? 'You: ' : `${otherName}: `}
          </Box>
          {emoji ? (
            <span role="img" aria-label={emojiName(message.content)}>
              {message.content}
            </span>
          ) : (
            message.content
          )}
        </Bubble>
        {canReact && onReact && (
          <MessageReactionPicker
            current={viewerReaction(message.reactions, viewerId)}
            onPick={onReact}
            label={mine ? 'React to your message' : `React to ${otherName}'s message`}
            initialOpen={initialPickerOpen}
          />
        )}
      </Box>
      {reactions.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            mt: 0.5,
            justifyContent: align,
          }}
        >
          {reactions.map((r) => (
            <Button
              key={r.emoji}
              size="small"
              aria-label={`${MESSAGE_REACTION_NAMES[r.emoji]}: ${r.count}`}
              aria-pressed={r.mine}
              disabled={!canReact}
              onClick={() => onReact?.(r.emoji)}
              sx={{
                minWidth: 0,
                px: 1,
                py: 0,
                borderRadius: 4,
                border: 1,
                color: 'text.primary',
                fontWeight: r.mine ? 700 : 500,
                borderColor: r.mine ? 'primary.main' : 'divider',
                bgcolor: (t) =>
                  r.mine ? alpha(t.palette.primary.main, 0.12) : t.palette.background.paper,
              }}
            >
              <span aria-hidden="true">
                {r.emoji} {r.count}
              </span>
            </Button>
          ))}
        </Box>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, px: 0.5 }}
      >
        <time dateTime={message.created_at}>{clockTime(message.created_at)}</time>
        {mine && <SendState message={message} onRetry={onRetry} />}
      </Typography>
    </Root>
  );
}

const emojiName = (content: string) =>
  PICKER_EMOJI.find((e) => e.emoji === content)?.name ?? content;

function SendState({ message, onRetry }: { message: ConversationMessage; onRetry?: () => void }) {
  if (message.pending === 'sending') {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        <ScheduleRoundedIcon sx={{ fontSize: 14 }} aria-hidden="true" />
        Sending…
      </Box>
    );
  }
  if (message.pending === 'failed') {
    return (
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main' }}
      >
        <ErrorOutlineRoundedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
        {SEND_TEXTS.failed}
        {onRetry && (
          <Button size="small" color="error" onClick={onRetry} sx={{ minWidth: 0, py: 0 }}>
            Retry
          </Button>
        )}
      </Box>
    );
  }
  const Icon = message.is_read ? DoneAllRoundedIcon : DoneRoundedIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Icon
        sx={{ fontSize: 16, color: message.is_read ? 'primary.main' : 'text.secondary' }}
        aria-hidden="true"
      />
      <Box component="span" sx={visuallyHidden}>
        {message.is_read ? 'Read' : 'Sent'}
      </Box>
    </Box>
  );
}
