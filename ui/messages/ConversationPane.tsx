import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { DELETED_ACCOUNT_NAME } from '../../contract/account';
import type { MessageReaction, MessageType } from '../../contract/messages';
import { ReportDialog } from '../common/ReportDialog';
import { BlockDialog } from './BlockDialog';
import { BlockedNotice } from './BlockedNotice';
import { ConversationHeader } from './ConversationHeader';
import { ConversationNotices } from './ConversationNotices';
import { ConversationPlaceholder } from './ConversationPlaceholder';
import { ConversationRoot } from './ConversationRoot';
import { DeletedAccountNotice } from './DeletedAccountNotice';
import { MessageInput } from './MessageInput';
import { MessageLog } from './MessageLog';
import { MessagesLoadState } from './MessagesLoadState';
import { TypingIndicator } from './TypingIndicator';
import type { CallType, ConversationState } from './types';
import { useConversationActions, type ConversationDialog } from './useConversationActions';

export type { ConversationDialog };

export interface ConversationPaneProps {
  /** The open conversation; null shows the 'Your Messages' placeholder. */
  conversation: ConversationState | null;
  /** The viewer's user id: their messages sit on the right with sent/read ticks. */
  viewerId: string;
  /** Shows 'Back to chats' (small screens, where list and conversation alternate). @default false */
  showBack?: boolean;
  /** Moves focus to the person's name when the pane appears (small screens). @default false */
  focusOnOpen?: boolean;
  /** Called by 'Back to chats'. */
  onBack?: () => void;
  /** Loads the conversation again after an error. */
  onRetry: () => void;
  /** Called by 'Load earlier messages' to fetch older messages. */
  onLoadEarlier: () => void;
  /**
   * Sends a message to the conversation. Resolves when the server accepted it (the input clears);
   * rejects when it did not (the text stays in the input; the container sets `sendError`).
   */
  onSend: (content: string, type: MessageType) => Promise<void>;
  /** Sends a failed (pending 'failed') message again, by its temporary id. */
  onRetrySend: (tempId: string) => void;
  /** Called on every change of the input; the container throttles it. */
  onTyping: () => void;
  /** Adds or toggles the viewer's reaction to a message. */
  onReact: (messageId: string, emoji: MessageReaction) => void;
  /** Called with 'audio' or 'video' when the person starts a call from the header. */
  onCall: (type: CallType) => void;
  /** Blocks the person; resolves once the block is saved, rejects with the reason to show. */
  onBlock: () => Promise<void>;
  /** Unblocks the person; resolves once saved, rejects with the reason to show. */
  onUnblock: () => Promise<void>;
  /**
   * Reports the person; resolves once the report reached the moderators, rejects with the reason
   * to show.
   */
  onReport: (reason: string) => Promise<void>;
  /** Hides the send error; without it the error stays until the container clears it. */
  onDismissSendError?: () => void;
  /** Opens the Block or Report dialog at once (stories). @default null */
  initialDialog?: ConversationDialog | null;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

/**
 * One conversation: header with presence, calls and the Block/Report menu; the messages, oldest at
 * the top, kept scrolled to the newest unless the person scrolled up to read; who is typing; the
 * input, or a notice when the viewer blocked the person or the person deleted their account (then
 * the header offers no calls and no menu either). Accessibility: the pane is a region named by the
 * person's name in its header; when the input takes the place of what had the keyboard's focus
 * (the blocked notice's Unblock, once the unblock is saved), its field takes the focus.
 */
export function ConversationPane(props: ConversationPaneProps) {
  if (!props.conversation) return <ConversationPlaceholder />;
  return <Conversation {...props} conversation={props.conversation} />;
}

function Conversation({
  conversation: c,
  viewerId,
  showBack,
  focusOnOpen,
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
  const other = c.other;
  const deleted = other?.deleted ?? false;
  const name = deleted ? DELETED_ACCOUNT_NAME : (other?.display_name ?? 'Conversation');
  const blocked = other?.blocked ?? false;
  // Out of reach, blocked or gone: no reaction is sent to them and their typing is not shown.
  const closed = blocked || deleted;
  const headingId = useId();
  // Whether the focus is in the bar under the messages: an input that replaces what had it (the
  // blocked notice) takes it, rather than the focus falling to the page with the notice.
  const [focusInBar, setFocusInBar] = useState(false);
  const actions = useConversationActions({ name, initialDialog, onBlock, onUnblock, onReport });

  return (
    <ConversationRoot component="section" aria-labelledby={headingId}>
      <ConversationHeader
        other={other}
        name={name}
        headingId={headingId}
        showBack={showBack}
        focusOnOpen={focusOnOpen}
        onBack={onBack}
        onCall={onCall}
        onBlock={() => actions.openDialog('block')}
        onUnblock={actions.unblock}
        onReport={() => actions.openDialog('report')}
        now={now}
      />

      {c.status === 'ready' ? (
        <MessageLog
          key={other?.id}
          conversation={c}
          name={name}
          viewerId={viewerId}
          onLoadEarlier={onLoadEarlier}
          // A closed thread stays readable; reacting would be sending.
          onReact={closed ? undefined : onReact}
          onRetrySend={onRetrySend}
          now={now}
          deleted={deleted}
        />
      ) : (
        <MessagesLoadState status={c.status} onRetry={onRetry} />
      )}

      <Box sx={{ bgcolor: 'background.default' }}>
        <TypingIndicator name={name} typing={c.status === 'ready' && c.typing && !closed} />
      </Box>
      <ConversationNotices
        sendError={c.sendError}
        onDismissSendError={onDismissSendError}
        notice={actions.notice}
        onDismissNotice={actions.dismissNotice}
      />
      <Box
        onFocus={() => setFocusInBar(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocusInBar(false);
        }}
        sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {deleted ? (
          // Over a block: there is no one left to unblock.
          <DeletedAccountNotice />
        ) : blocked ? (
          <BlockedNotice name={name} busy={actions.busy} onUnblock={actions.unblock} />
        ) : (
          <MessageInput
            key={other?.id}
            onSend={onSend}
            onTyping={onTyping}
            sending={c.sending}
            disabled={c.status !== 'ready'}
            autoFocus={focusInBar}
          />
        )}
      </Box>

      <BlockDialog
        open={actions.dialog === 'block'}
        name={name}
        busy={actions.busy}
        error={actions.dialogError}
        onConfirm={actions.block}
        onCancel={actions.closeDialog}
      />
      <ReportDialog
        open={actions.dialog === 'report'}
        title={`Report ${name}`}
        description={`Tell our moderators what happened in this conversation. Reports are private: ${name} is not told who sent them.`}
        markRequired
        sending={actions.busy}
        error={actions.dialogError}
        onSubmit={actions.report}
        onClose={actions.closeDialog}
      />
    </ConversationRoot>
  );
}
