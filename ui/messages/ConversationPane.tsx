import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { Correspondent, MessageReaction, MessageType } from '../../contract/messages';
import { separatorLabel, withTimeSeparators } from '../../domain/messages/timeline';
import { ReportDialog } from '../common/ReportDialog';
import { BlockDialog } from './BlockDialog';
import { MessageBubble } from './MessageBubble';
import { MessageInput } from './MessageInput';
import { PresenceDot } from './PresenceDot';
import { TypingIndicator } from './TypingIndicator';
import type { CallType, ConversationMessage, ConversationState } from './types';

/** Scrolled at most this far from the newest message still counts as reading the newest. */
const NEAR_BOTTOM_PX = 80;

export type ConversationDialog = 'block' | 'report';

export interface ConversationPaneProps {
  /** The open conversation; null shows the 'Your Messages' placeholder. */
  conversation: ConversationState | null;
  viewerId: string;
  /** Shows 'Back to chats' (small screens, where list and conversation alternate). @default false */
  showBack?: boolean;
  /** Moves focus to the person's name when the pane appears (small screens). @default false */
  focusOnOpen?: boolean;
  onBack?: () => void;
  /** Loads the conversation again after an error. */
  onRetry: () => void;
  onLoadEarlier: () => void;
  /** Resolves when the server accepted the message; rejects to keep the text in the input. */
  onSend: (content: string, type: MessageType) => Promise<void>;
  /** Sends a failed message again, by its temporary id. */
  onRetrySend: (tempId: string) => void;
  onTyping: () => void;
  /** Adds or toggles the viewer's reaction to a message. */
  onReact: (messageId: string, emoji: MessageReaction) => void;
  onCall: (type: CallType) => void;
  /** Resolves once the block is saved; rejects with the reason to show. */
  onBlock: () => Promise<void>;
  onUnblock: () => Promise<void>;
  /** Resolves once the report reached the moderators; rejects with the reason to show. */
  onReport: (reason: string) => Promise<void>;
  /** Hides the send error; without it the error stays until the container clears it. */
  onDismissSendError?: () => void;
  /** Opens a dialog at once (stories). */
  initialDialog?: ConversationDialog | null;
  /** 'now' for times (fixed in stories and tests). */
  now?: Date;
}

const Root = styled(Box, { name: 'PeerConversation', slot: 'Root' })({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  height: '100%',
}) as typeof Box;

/** 'Maria G.' ends a sentence as it is; 'Sam' gets its full stop. */
const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';

/**
 * One conversation: header with presence, calls and the Block/Report menu; the messages, oldest at
 * the top, kept scrolled to the newest unless the person scrolled up to read; who is typing; the
 * input, or a notice when the viewer blocked the person.
 */
export function ConversationPane(props: ConversationPaneProps) {
  if (!props.conversation) return <Placeholder />;
  return <Conversation {...props} conversation={props.conversation} />;
}

function Placeholder() {
  return (
    <Root
      component="section"
      aria-label="Conversation"
      sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4 }}
    >
      <ChatOutlinedIcon sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} aria-hidden="true" />
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        Your Messages
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        Choose a chat to read and reply, or start a conversation from the map or community.
      </Typography>
    </Root>
  );
}

function Conversation({
  conversation: c,
  viewerId,
  showBack = false,
  focusOnOpen = false,
  onBack,
  onRetry,
  onLoadEarlier,
  onSend,
  onRetrySend,
  onTyping,
  onReact,
  onCall,
  onBlock,
  onUnblock,
  onReport,
  onDismissSendError,
  initialDialog = null,
  now,
}: ConversationPaneProps & { conversation: ConversationState }) {
  const other: Correspondent | null = c.other;
  const name = other?.display_name ?? 'Conversation';
  const blocked = other?.blocked ?? false;
  const headingId = useId();
  const menuId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<ConversationDialog | null>(initialDialog);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const openDialog = (d: ConversationDialog) => {
    setMenuAnchor(null);
    setDialogError(null);
    setDialog(d);
  };
  const run = async (action: () => Promise<void>, success?: string) => {
    setBusy(true);
    setDialogError(null);
    try {
      await action();
      setDialog(null);
      setNotice(success ? { severity: 'success', text: success } : null);
    } catch (err) {
      setDialogError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const unblock = async () => {
    setMenuAnchor(null);
    setBusy(true);
    setNotice(null);
    try {
      await onUnblock();
    } catch (err) {
      setNotice({ severity: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Root component="section" aria-labelledby={headingId}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {showBack && (
          <IconButton aria-label="Back to chats" onClick={onBack} edge="start">
            <ArrowBackRoundedIcon />
          </IconButton>
        )}
        <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden="true">
          {other ? name.charAt(0).toUpperCase() : ''}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={headingId}
            ref={heading}
            component="h2"
            tabIndex={-1}
            sx={{
              fontWeight: 700,
              fontSize: '1.1rem',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              '&:focus': { outline: 'none' },
            }}
          >
            {name}
          </Typography>
          {other && <PresenceDot presence={other.presence} showLabel now={now} />}
        </Box>
        {other && (
          <>
            <IconButton
              aria-label="Start audio call"
              onClick={() => onCall('audio')}
              disabled={blocked}
              color="primary"
            >
              <CallOutlinedIcon />
            </IconButton>
            <IconButton
              aria-label="Start video call"
              onClick={() => onCall('video')}
              disabled={blocked}
              color="primary"
            >
              <VideocamOutlinedIcon />
            </IconButton>
            <IconButton
              aria-label={`More options for ${name}`}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={Boolean(menuAnchor)}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
              edge="end"
            >
              <MoreVertIcon />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={menuAnchor}
              open={Boolean(menuAnchor)}
              onClose={() => setMenuAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              {blocked ? (
                <MenuItem onClick={() => void unblock()}>Unblock</MenuItem>
              ) : (
                <MenuItem onClick={() => openDialog('block')}>Block</MenuItem>
              )}
              <MenuItem onClick={() => openDialog('report')}>Report</MenuItem>
            </Menu>
          </>
        )}
      </Box>

      {c.status === 'loading' && (
        <Box
          role="status"
          sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Loading messages…</Typography>
        </Box>
      )}
      {c.status === 'error' && (
        <Box sx={{ flex: 1, p: 2 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            }
          >
            Messages could not be loaded. Please check your connection.
          </Alert>
        </Box>
      )}
      {c.status === 'ready' && (
        <MessageLog
          key={other?.id}
          conversation={c}
          name={name}
          viewerId={viewerId}
          onLoadEarlier={onLoadEarlier}
          // A closed thread stays readable; reacting would be sending.
          onReact={blocked ? undefined : onReact}
          onRetrySend={onRetrySend}
          now={now}
        />
      )}

      <Box sx={{ bgcolor: 'background.default' }}>
        <TypingIndicator name={name} typing={c.status === 'ready' && c.typing && !blocked} />
      </Box>
      {(c.sendError || notice) && (
        <Box sx={{ px: 2, pb: 1, display: 'grid', gap: 1, bgcolor: 'background.default' }}>
          {c.sendError && (
            <Alert severity="error" onClose={onDismissSendError}>
              {c.sendError}
            </Alert>
          )}
          {notice && (
            <Alert
              severity={notice.severity}
              role={notice.severity === 'error' ? 'alert' : 'status'}
              onClose={() => setNotice(null)}
            >
              {notice.text}
            </Alert>
          )}
        </Box>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        {blocked ? (
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
            <Typography variant="body2">
              You blocked {endSentence(name)} Unblock to send messages.
            </Typography>
            <Button variant="outlined" onClick={() => void unblock()} disabled={busy}>
              {busy ? 'Unblocking...' : 'Unblock'}
            </Button>
          </Box>
        ) : (
          <MessageInput
            key={other?.id}
            onSend={onSend}
            onTyping={onTyping}
            sending={c.sending}
            disabled={c.status !== 'ready'}
          />
        )}
      </Box>

      <BlockDialog
        open={dialog === 'block'}
        name={name}
        busy={busy}
        error={dialogError}
        onConfirm={() => void run(onBlock)}
        onCancel={() => setDialog(null)}
      />
      <ReportDialog
        open={dialog === 'report'}
        title={`Report ${name}`}
        description={`Tell our moderators what happened in this conversation. Reports are private: ${name} is not told who sent them.`}
        markRequired
        sending={busy}
        error={dialogError}
        onSubmit={(reason) =>
          void run(
            () => onReport(reason),
            `Thank you. Your report about ${name} was sent to our moderators.`,
          )
        }
        onClose={() => setDialog(null)}
      />
    </Root>
  );
}

interface MessageLogProps {
  conversation: ConversationState;
  name: string;
  viewerId: string;
  onLoadEarlier: () => void;
  /** Absent when the thread is closed: no reactions then. */
  onReact?: (messageId: string, emoji: MessageReaction) => void;
  onRetrySend: (tempId: string) => void;
  now?: Date;
}

/**
 * The messages, oldest first, in a `log` (new ones are announced politely). Opens at the newest;
 * follows new messages while the person is at the bottom (or sent one), not while they read
 * older ones, where a button offers to jump down; loading earlier ones keeps the view still.
 */
function MessageLog({
  conversation: c,
  name,
  viewerId,
  onLoadEarlier,
  onReact,
  onRetrySend,
  now,
}: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenLast, setSeenLast] = useState<string | undefined>(undefined);
  const messages = c.messages;
  const firstId = messages[0]?.id;
  const lastMessage: ConversationMessage | undefined = messages[messages.length - 1];
  const lastId = lastMessage?.id;
  const lastMine = lastMessage?.sender_user_id === viewerId;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (!before) {
      el.scrollTop = el.scrollHeight;
    } else if (lastId !== before.last) {
      if (nearBottom.current || lastMine) el.scrollTop = el.scrollHeight;
    } else if (firstId !== before.first) {
      // Earlier messages went in above: keep the ones being read where they were.
      el.scrollTop += el.scrollHeight - before.height;
    }
    previous.current = { first: firstId, last: lastId, height: el.scrollHeight };
  }, [firstId, lastId, lastMine]);

  // The pane shrinks when an alert or the keyboard appears: someone reading the newest stays there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
    nearBottom.current = bottom;
    setAtBottom(bottom);
    if (bottom) setSeenLast(lastId);
  };
  const jumpToNewest = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    setSeenLast(lastId);
    setAtBottom(true);
  };
  const unseen = !atBottom && seenLast !== undefined && seenLast !== lastId;
  const items = withTimeSeparators(messages);

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
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
            <Button
              size="small"
              variant="outlined"
              onClick={onLoadEarlier}
              disabled={c.loadingEarlier}
              startIcon={
                c.loadingEarlier ? <CircularProgress size={14} aria-hidden="true" /> : undefined
              }
            >
              {c.loadingEarlier ? 'Loading earlier messages…' : 'Load earlier messages'}
            </Button>
          </Box>
        )}
        {messages.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>No messages yet. Say hello!</Typography>
            <Typography variant="body2" color="text.secondary">
              A kind word or a simple hi is a good start.
            </Typography>
          </Box>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {items.map((item) =>
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
