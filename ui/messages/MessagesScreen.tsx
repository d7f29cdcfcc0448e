import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { Correspondent, MessageThread } from '../../contract/messages';
import { visuallyHidden } from '../common/visuallyHidden';
import { ConversationPane, type ConversationPaneProps } from './ConversationPane';
import { ThreadList, type ThreadListProps } from './ThreadList';
import type { ConversationState } from './types';

/** The open conversation's callbacks, which the screen hands to ConversationPane as they are. */
type ConversationHandlers = Pick<
  ConversationPaneProps,
  | 'onLoadEarlier'
  | 'onSend'
  | 'onRetrySend'
  | 'onTyping'
  | 'onReact'
  | 'onCall'
  | 'onBlock'
  | 'onUnblock'
  | 'onReport'
  | 'onDismissSendError'
>;

export interface MessagesScreenProps
  extends
    ConversationHandlers,
    Pick<ConversationPaneProps, 'viewerId' | 'initialDialog' | 'now'>,
    Pick<ThreadListProps, 'threads' | 'selectedUserId' | 'initialSearch'> {
  /** The thread list's status: 'loading' before the list first arrives; 'error' offers Retry. */
  threadsStatus: ThreadListProps['status'];
  /**
   * The open conversation; null while none is open, or before the selected one's state exists
   * (it shows as loading, with the name the thread list knows).
   */
  conversation: ConversationPaneProps['conversation'];
  /** Called with the person's user id when a chat in the list is chosen. */
  onSelectThread: ThreadListProps['onSelect'];
  /** 'Back to chats' on small screens: the container clears the selection. */
  onBack: NonNullable<ConversationPaneProps['onBack']>;
  /** Called by Retry when the chat list could not be loaded. */
  onRetryThreads: ThreadListProps['onRetry'];
  /** Called by Retry when the open conversation could not be loaded. */
  onRetryConversation: ConversationPaneProps['onRetry'];
  /** Forces the phone (true) or desktop (false) layout; follows the screen width (`md`) when unset. */
  mobile?: boolean;
  /**
   * The CSS height of the screen, which scrolls its list and conversation inside. @default the
   * window less the crisis strip and header: 'calc(100dvh - 112px)' on a phone,
   * 'calc(100dvh - 160px)' (with margins) from `md`
   */
  height?: string;
  /** People nearby asking for support (SupportRequestsPanel), above the chats. */
  supportRequests?: ReactNode;
}

const Frame = styled(Paper, { name: 'PeerMessagesScreen', slot: 'Frame' })({
  display: 'grid',
  overflow: 'hidden',
}) as typeof Paper;

/** The person of the open conversation as far as the thread list knows, until the page arrives. */
const fromThread = (t: MessageThread): Correspondent => ({
  id: t.other_user_id,
  display_name: t.other_user_name,
  presence: t.presence,
  blocked: t.blocked,
});

/**
 * Messages (/messages): 'Chats' beside the open conversation ('Your Messages' while none is
 * selected); on small screens one or the other, with 'Back to chats'. Accessibility: the page's
 * 'Messages' heading is for screen readers only; on a phone an opened conversation puts focus on
 * the person's name, and back in the list focus returns to the chat it came from.
 */
export function MessagesScreen({
  threads,
  threadsStatus,
  selectedUserId,
  conversation,
  viewerId,
  onSelectThread,
  onBack,
  onRetryThreads,
  onRetryConversation,
  mobile,
  height,
  initialSearch,
  initialDialog,
  now,
  supportRequests,
  ...handlers
}: MessagesScreenProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isMobile = mobile ?? narrow;
  // On a phone the list comes back after a conversation: focus returns to the row it came from.
  const [cameFrom, setCameFrom] = useState<string | null>(null);

  const thread = threads.find((t) => t.other_user_id === selectedUserId);
  const open: ConversationState | null = selectedUserId
    ? conversation
      ? { ...conversation, other: conversation.other ?? (thread ? fromThread(thread) : null) }
      : {
          status: 'loading',
          other: thread ? fromThread(thread) : null,
          messages: [],
          hasEarlier: false,
          loadingEarlier: false,
          typing: false,
          sendError: null,
          sending: false,
        }
    : null;

  const select = (userId: string) => {
    setCameFrom(userId);
    onSelectThread(userId);
  };

  const list = (
    <ThreadList
      threads={threads}
      status={threadsStatus}
      selectedUserId={selectedUserId}
      onSelect={select}
      onRetry={onRetryThreads}
      initialSearch={initialSearch}
      focusUserId={isMobile ? cameFrom : null}
      now={now}
    />
  );
  const pane = (
    <ConversationPane
      key={selectedUserId ?? 'none'}
      conversation={open}
      viewerId={viewerId}
      showBack={isMobile}
      focusOnOpen={isMobile}
      onBack={onBack}
      onRetry={onRetryConversation}
      initialDialog={initialDialog}
      now={now}
      {...handlers}
    />
  );

  return (
    <Container maxWidth="lg" disableGutters={isMobile} sx={{ py: isMobile ? 0 : 3 }}>
      <Typography component="h1" sx={visuallyHidden}>
        Messages
      </Typography>
      {supportRequests && (
        <Box sx={{ px: isMobile ? 1 : 0, pt: isMobile ? 1 : 0 }}>{supportRequests}</Box>
      )}
      <Frame
        variant="outlined"
        square={isMobile}
        sx={{
          // minmax(0, …): a plain 1fr column grows to its content's one-line width (a thread's
          // preview), which pushed the search field, times and unread counts off a phone's screen.
          gridTemplateColumns: isMobile ? 'minmax(0, 1fr)' : '340px minmax(0, 1fr)',
          // The page header and crisis strip sit above; the conversation scrolls inside.
          height: height ?? (isMobile ? 'calc(100dvh - 112px)' : 'calc(100dvh - 160px)'),
          minHeight: 420,
          border: isMobile ? 0 : undefined,
        }}
      >
        {isMobile ? (
          selectedUserId ? (
            pane
          ) : (
            list
          )
        ) : (
          <>
            <Box sx={{ borderRight: 1, borderColor: 'divider', minHeight: 0 }}>{list}</Box>
            {pane}
          </>
        )}
      </Frame>
    </Container>
  );
}
