import { create } from 'zustand';
import type { ServerEvents, ServerEventType } from '../../contract/events';
import {
  SEND_TEXTS,
  THREAD_REFRESH_MS,
  TYPING_INDICATOR_MS,
  type Correspondent,
  type Message,
  type MessageReaction,
  type MessageThread,
  type MessageType,
} from '../../contract/messages';
import { toggleReaction } from '../../domain/messages/reactions';
import type { ConversationMessage } from '../../ui/messages/types';
import { newComposeKey } from '../../ui/social/useComposeKey';
import { ApiError, NetworkError } from '../api/client';
import { connectLiveEvents, type LiveStatus } from '../api/events';
import { messagesApi } from '../api/messages';
import { usersApi } from '../api/users';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';
import { useSessionStore } from './sessionStore';
import { useSupportStore } from './supportStore';

export interface ConversationState {
  userId: string;
  status: 'loading' | 'ready' | 'error';
  other: Correspondent | null;
  messages: ConversationMessage[];
  /** Cursor of the messages before those shown; null: none. */
  nextCursor: string | null;
  loadingEarlier: boolean;
  /** Why the last send failed, shown in the pane until the next send. */
  sendError: string | null;
  /**
   * The newest time the other person has read up to, as heard live: a message of mine whose
   * answer arrives after that event is shown read too.
   */
  readUpTo: string | null;
}

interface MessagesState {
  threads: MessageThread[];
  threadsStatus: 'loading' | 'ready' | 'error';
  selectedUserId: string | null;
  conversation: ConversationState | null;
  /** Clears the send error (its close button). */
  dismissSendError: () => void;
  /** A send is on its way: the send button waits (docs/product.md, The message input). */
  sending: boolean;
  /** People typing to the viewer right now (shown TYPING_INDICATOR_MS after each signal). */
  typing: Record<string, true>;
  live: LiveStatus;
  loadThreads: () => Promise<void>;
  /** Opens the conversation with a person (null: none; on small screens, back to the list). */
  select: (userId: string | null) => void;
  loadConversation: () => Promise<void>;
  loadEarlier: () => Promise<void>;
  /** Rejects with the text to show; the optimistic message is rolled back. */
  send: (content: string, type?: MessageType) => Promise<void>;
  react: (messageId: string, emoji: MessageReaction) => Promise<void>;
  /** Tells the other person the viewer is typing (at most once a second). */
  typed: () => void;
  /** Block and unblock reject with the text to show (the dialog shows it). */
  block: () => Promise<void>;
  unblock: () => Promise<void>;
  /** Rejects with the text to show (the report dialog shows it). */
  reportMessage: (messageId: string, reason: string) => Promise<void>;
  reportPerson: (reason: string) => Promise<void>;
  handleEvent: <K extends ServerEventType>(type: K, data: ServerEvents[K]) => void;
  /** Opens the live stream (and polls while it is down); returns the stop. */
  startLive: () => () => void;
}

const notify = (severity: 'success' | 'error' | 'info', message: string) =>
  useNoticeStore.getState().show(severity, message);
const viewerId = () => useSessionStore.getState().user?.id ?? '';
const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
const otherOf = (m: Message) =>
  m.sender_user_id === viewerId() ? m.recipient_user_id : m.sender_user_id;
/** The text a failed send shows: the server's reason for a refusal, else the documented texts. */
export function sendFailureText(err: unknown): string {
  if (err instanceof NetworkError) return SEND_TEXTS.offline;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500)
    return `${SEND_TEXTS.failed.replace(' Please try again.', '')} ${err.message}`;
  return SEND_TEXTS.failed;
}
const failure = (err: unknown, fallback: string) =>
  new Error(err instanceof ApiError ? err.message : fallback, { cause: err });

/** Newest page merged into what is shown: older loaded messages stay, unsent ones stay last. */
function mergeNewest(
  shown: readonly ConversationMessage[],
  page: readonly Message[],
): ConversationMessage[] {
  const oldest = page[0]?.created_at;
  const inPage = new Set(page.map((m) => m.id));
  const older = oldest
    ? shown.filter((m) => !m.pending && m.created_at < oldest && !inPage.has(m.id))
    : shown.filter((m) => !m.pending);
  const unsent = shown.filter((m) => m.pending);
  return [...older, ...page, ...unsent];
}

const initial = {
  threads: [] as MessageThread[],
  threadsStatus: 'loading' as const,
  selectedUserId: null,
  conversation: null,
  sending: false,
  typing: {},
  live: 'connecting' as LiveStatus,
};

let threadsSeq = 0;
let conversationSeq = 0;
let tempSeq = 0;
const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastTypingSent = 0;
/** The Idempotency-Key of a send not yet confirmed, by its payload: a retry sends the same key. */
let unsent: { payload: string; key: string } | null = null;

/**
 * Direct messages: the thread list, the open conversation, optimistic sends with rollback,
 * reactions, typing, blocking and reports, kept live by GET /api/events (and polled every 30 s
 * while that stream is down).
 */
export const useMessagesStore = resettable(
  create<MessagesState>()((set, get) => {
    /** Applies `update` to the open conversation if it is the one with `userId`. */
    const inConversation = (
      userId: string,
      update: (c: ConversationState) => ConversationState,
    ) => {
      const c = get().conversation;
      if (c && c.userId === userId) set({ conversation: update(c) });
    };
    const upsertThread = (thread: MessageThread) =>
      set({
        threads: [thread, ...get().threads.filter((t) => t.other_user_id !== thread.other_user_id)],
      });
    const patchThread = (userId: string, patch: Partial<MessageThread>) =>
      set({
        threads: get().threads.map((t) => (t.other_user_id === userId ? { ...t, ...patch } : t)),
      });

    /** Re-reads the newest page of the open conversation (which also marks it read). */
    async function refreshConversation() {
      const c = get().conversation;
      if (!c) return;
      const seq = ++conversationSeq;
      try {
        const page = await messagesApi.conversation(c.userId);
        if (seq !== conversationSeq) return;
        inConversation(c.userId, (now) => ({
          ...now,
          status: 'ready',
          other: page.other_user,
          messages: mergeNewest(now.messages, page.messages),
          nextCursor: now.status === 'ready' ? now.nextCursor : page.next_cursor,
        }));
        patchThread(c.userId, { unread_count: 0 });
      } catch {
        /* the next event or poll tries again */
      }
    }

    return {
      ...initial,

      dismissSendError: () => {
        const c = get().conversation;
        if (c) inConversation(c.userId, (now) => ({ ...now, sendError: null }));
      },

      loadThreads: async () => {
        const seq = ++threadsSeq;
        if (get().threadsStatus === 'error') set({ threadsStatus: 'loading' });
        try {
          const { threads } = await messagesApi.threads();
          if (seq === threadsSeq) set({ threads, threadsStatus: 'ready' });
        } catch {
          // A list already shown stays; only a first load that fails is an error.
          if (seq === threadsSeq && get().threadsStatus !== 'ready')
            set({ threadsStatus: 'error' });
        }
      },

      select: (userId) => {
        if (userId === get().selectedUserId && get().conversation?.status !== 'error') return;
        set({ selectedUserId: userId, conversation: null });
        if (userId) void get().loadConversation();
      },

      loadConversation: async () => {
        const userId = get().selectedUserId;
        if (!userId) return;
        const seq = ++conversationSeq;
        set({
          conversation: {
            userId,
            status: 'loading',
            other: null,
            messages: [],
            nextCursor: null,
            loadingEarlier: false,
            sendError: null,
            readUpTo: null,
          },
        });
        try {
          const page = await messagesApi.conversation(userId);
          if (seq !== conversationSeq) return;
          set({
            conversation: {
              userId,
              status: 'ready',
              other: page.other_user,
              messages: page.messages,
              nextCursor: page.next_cursor,
              loadingEarlier: false,
              sendError: null,
              readUpTo: null,
            },
          });
          patchThread(userId, { unread_count: 0 });
        } catch {
          if (seq === conversationSeq) inConversation(userId, (c) => ({ ...c, status: 'error' }));
        }
      },

      loadEarlier: async () => {
        const c = get().conversation;
        if (!c || !c.nextCursor || c.loadingEarlier) return;
        inConversation(c.userId, (now) => ({ ...now, loadingEarlier: true }));
        try {
          const page = await messagesApi.conversation(c.userId, c.nextCursor);
          inConversation(c.userId, (now) => {
            const shown = new Set(now.messages.map((m) => m.id));
            return {
              ...now,
              loadingEarlier: false,
              nextCursor: page.next_cursor,
              messages: [...page.messages.filter((m) => !shown.has(m.id)), ...now.messages],
            };
          });
        } catch {
          inConversation(c.userId, (now) => ({ ...now, loadingEarlier: false }));
          notify('error', 'Could not load earlier messages. Please try again.');
        }
      },

      send: async (content, type = 'text') => {
        const c = get().conversation;
        const text = content.trim();
        if (!c || !text || get().sending) return;
        const payload = JSON.stringify([c.userId, text, type]);
        if (unsent?.payload !== payload) unsent = { payload, key: newComposeKey() };
        const key = unsent.key;
        const tempId = `sending-${++tempSeq}`;
        const optimistic: ConversationMessage = {
          id: tempId,
          sender_user_id: viewerId(),
          recipient_user_id: c.userId,
          content: text,
          created_at: new Date().toISOString(),
          is_read: false,
          reactions: {},
          message_type: type,
          pending: 'sending',
        };
        set({ sending: true });
        inConversation(c.userId, (now) => ({
          ...now,
          sendError: null,
          messages: [...now.messages, optimistic],
        }));
        try {
          const { message } = await messagesApi.send(c.userId, text, type, key);
          unsent = null;
          inConversation(c.userId, (now) => {
            const rest = now.messages.filter((m) => m.id !== tempId && m.id !== message.id);
            const read = now.readUpTo !== null && message.created_at <= now.readUpTo;
            return { ...now, messages: [...rest, read ? { ...message, is_read: true } : message] };
          });
          // Sending reloads the list (the thread moves to the top; docs/product.md, Sending).
          void get().loadThreads();
        } catch (err) {
          const reason = sendFailureText(err);
          inConversation(c.userId, (now) => ({
            ...now,
            sendError: reason,
            messages: now.messages.filter((m) => m.id !== tempId),
          }));
          throw new Error(reason, { cause: err });
        } finally {
          set({ sending: false });
        }
      },

      react: async (messageId, emoji) => {
        const c = get().conversation;
        const me = viewerId();
        if (!c) return;
        const before = c.messages.find((m) => m.id === messageId);
        if (!before || before.pending) return;
        const reactions = toggleReaction(before.reactions, me, emoji);
        const withReactions = (r: Message['reactions']) =>
          inConversation(c.userId, (now) => ({
            ...now,
            messages: now.messages.map((m) => (m.id === messageId ? { ...m, reactions: r } : m)),
          }));
        withReactions(reactions);
        try {
          withReactions((await messagesApi.react(messageId, emoji)).reactions);
        } catch (err) {
          withReactions(before.reactions);
          notify('error', failure(err, 'Could not save your reaction. Please try again.').message);
        }
      },

      typed: () => {
        const c = get().conversation;
        const now = Date.now();
        if (!c || c.other?.blocked || now - lastTypingSent < TYPING_INDICATOR_MS) return;
        lastTypingSent = now;
        // A lost typing hint costs nothing: the next keystroke a second later sends another.
        void messagesApi.typing(c.userId).catch(() => {});
      },

      block: async () => {
        const c = get().conversation;
        if (!c) return;
        try {
          await usersApi.block(c.userId);
        } catch (err) {
          throw failure(err, 'Could not block this person. Please try again.');
        }
        inConversation(c.userId, (now) => ({
          ...now,
          other: now.other ? { ...now.other, blocked: true } : now.other,
        }));
        patchThread(c.userId, { blocked: true });
        notify('success', `${c.other?.display_name ?? 'This person'} is blocked.`);
      },

      unblock: async () => {
        const c = get().conversation;
        if (!c) return;
        try {
          await usersApi.unblock(c.userId);
        } catch (err) {
          throw failure(err, 'Could not unblock this person. Please try again.');
        }
        inConversation(c.userId, (now) => ({
          ...now,
          other: now.other ? { ...now.other, blocked: false } : now.other,
        }));
        patchThread(c.userId, { blocked: false });
        notify('success', `${c.other?.display_name ?? 'This person'} is unblocked.`);
      },

      reportMessage: async (messageId, reason) => {
        try {
          await messagesApi.report(messageId, reason);
        } catch (err) {
          throw failure(err, 'Could not send your report. Please try again.');
        }
        notify(
          'success',
          'Your report was sent to our moderators. Thank you for looking out for others.',
        );
      },

      reportPerson: async (reason) => {
        const c = get().conversation;
        if (!c) return;
        try {
          await usersApi.report(c.userId, reason);
        } catch (err) {
          throw failure(err, 'Could not send your report. Please try again.');
        }
        notify(
          'success',
          'Your report was sent to our moderators. Thank you for looking out for others.',
        );
      },

      handleEvent: (type, data) => {
        const me = viewerId();
        if (type === 'message') {
          const { message, thread } = data as ServerEvents['message'];
          const other = otherOf(message);
          const open = get().conversation?.userId === other;
          upsertThread(open && thread.unread_count > 0 ? { ...thread, unread_count: 0 } : thread);
          inConversation(other, (c) => {
            if (c.messages.some((m) => m.id === message.id)) return c;
            // My own message from this tab is still 'sending': the answer replaces it.
            const mineSending = c.messages.find(
              (m) => m.pending === 'sending' && m.content === message.content,
            );
            if (message.sender_user_id === me && mineSending) return c;
            return {
              ...c,
              messages: [
                ...c.messages.filter((m) => !m.pending),
                message,
                ...c.messages.filter((m) => m.pending),
              ],
            };
          });
          // Seen as it arrives, if the page is in view: reading the newest page marks it read for
          // the sender. A hidden tab reads it when it comes back into view (startLive).
          if (
            open &&
            message.sender_user_id !== me &&
            get().conversation?.status === 'ready' &&
            pageVisible()
          )
            void refreshConversation();
        } else if (type === 'read') {
          const { reader_id, other_user_id, up_to } = data as ServerEvents['read'];
          if (reader_id === me) {
            patchThread(other_user_id, { unread_count: 0 });
          } else {
            inConversation(reader_id, (c) => ({
              ...c,
              readUpTo: c.readUpTo && c.readUpTo > up_to ? c.readUpTo : up_to,
              messages: c.messages.map((m) =>
                m.sender_user_id === me && !m.pending && m.created_at <= up_to
                  ? { ...m, is_read: true }
                  : m,
              ),
            }));
          }
        } else if (type === 'reaction') {
          const { message_id, other_user_id, reactions } = data as ServerEvents['reaction'];
          inConversation(other_user_id, (c) => ({
            ...c,
            messages: c.messages.map((m) => (m.id === message_id ? { ...m, reactions } : m)),
          }));
        } else if (type === 'typing') {
          const { user_id } = data as ServerEvents['typing'];
          clearTimeout(typingTimers.get(user_id));
          set({ typing: { ...get().typing, [user_id]: true } });
          typingTimers.set(
            user_id,
            setTimeout(() => {
              typingTimers.delete(user_id);
              const { [user_id]: _gone, ...rest } = get().typing;
              set({ typing: rest });
            }, TYPING_INDICATOR_MS),
          );
        } else if (type === 'presence') {
          const { user_id, presence } = data as ServerEvents['presence'];
          if (user_id === me) return;
          patchThread(user_id, { presence });
          inConversation(user_id, (c) => ({
            ...c,
            other: c.other ? { ...c.other, presence } : c.other,
          }));
        }
      },

      startLive: () => {
        let wasDown = false;
        const stop = connectLiveEvents({
          onEvent: (type, data) =>
            type.startsWith('support_')
              ? useSupportStore.getState().handleEvent(type, data)
              : get().handleEvent(type, data),
          onStatus: (status) => {
            set({ live: status });
            if (status === 'down') wasDown = true;
            if (status === 'open' && wasDown) {
              // Back after a drop: fetch what the stream could not bring.
              wasDown = false;
              void get().loadThreads();
              void refreshConversation();
              void useSupportStore.getState().loadIncoming();
            }
          },
        });
        // The list refreshes every 30 s while the live stream is down (docs/product.md, Live
        // events and polling); with a live stream there is nothing to poll.
        const poll = setInterval(() => {
          if (get().live === 'open') return;
          void get().loadThreads();
          void refreshConversation();
        }, THREAD_REFRESH_MS);
        // Back in view: what arrived meanwhile is read now, not while nobody was looking.
        const onVisible = () => {
          if (pageVisible()) void refreshConversation();
        };
        document.addEventListener('visibilitychange', onVisible);
        return () => {
          clearInterval(poll);
          document.removeEventListener('visibilitychange', onVisible);
          stop();
        };
      },
    };
  }),
  () => {
    threadsSeq = 0;
    conversationSeq = 0;
    tempSeq = 0;
    lastTypingSent = 0;
    unsent = null;
    for (const t of typingTimers.values()) clearTimeout(t);
    typingTimers.clear();
  },
);
