import type { Message } from '../../../contract/messages';
import { liveEvents, pageVisible } from '../liveEvents';
import { viewerId } from './context';
import { refreshConversation } from './conversation';
import type { MessagesStore } from './state';
import { showTyping } from './typing';
import { inConversation, patchThread, upsertThread } from './updates';

const otherOf = (m: Message) =>
  m.sender_user_id === viewerId() ? m.recipient_user_id : m.sender_user_id;

/**
 * Keeps the messages store live: new messages, read marks, reactions, typing and presence as they
 * are heard, and a fresh read of the list and the open conversation whenever the stream may have
 * missed something. Returns the unsubscribe.
 */
export function followLiveEvents(store: MessagesStore) {
  const stops = [
    liveEvents.on('message', ({ message, thread }) => {
      const me = viewerId();
      const other = otherOf(message);
      const open = store.getState().conversation?.userId === other;
      upsertThread(
        store,
        open && thread.unread_count > 0 ? { ...thread, unread_count: 0 } : thread,
      );
      inConversation(store, other, (c) => {
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
      // the sender. A hidden tab reads it when it comes back into view (the 'shown' catch-up).
      if (
        open &&
        message.sender_user_id !== me &&
        store.getState().conversation?.status === 'ready' &&
        pageVisible()
      )
        void refreshConversation(store);
    }),

    liveEvents.on('read', ({ reader_id, other_user_id, up_to }) => {
      const me = viewerId();
      if (reader_id === me) {
        patchThread(store, other_user_id, { unread_count: 0 });
        return;
      }
      inConversation(store, reader_id, (c) => ({
        ...c,
        readUpTo: c.readUpTo && c.readUpTo > up_to ? c.readUpTo : up_to,
        messages: c.messages.map((m) =>
          m.sender_user_id === me && !m.pending && m.created_at <= up_to
            ? { ...m, is_read: true }
            : m,
        ),
      }));
    }),

    liveEvents.on('reaction', ({ message_id, other_user_id, reactions }) =>
      inConversation(store, other_user_id, (c) => ({
        ...c,
        messages: c.messages.map((m) => (m.id === message_id ? { ...m, reactions } : m)),
      })),
    ),

    liveEvents.on('typing', ({ user_id }) => showTyping(store, user_id)),

    // The server tells a person of their own presence too (so other processes learn it); no thread
    // or conversation is with oneself, so that one changes nothing here.
    liveEvents.on('presence', ({ user_id, presence }) => {
      patchThread(store, user_id, { presence });
      inConversation(store, user_id, (c) => ({
        ...c,
        other: c.other ? { ...c.other, presence } : c.other,
      }));
    }),

    // Back after a drop, or every 30 s while the stream is down: fetch what it could not bring.
    // Back in view: what arrived meanwhile is read now, not while nobody was looking.
    liveEvents.onCatchUp((why) => {
      if (why !== 'shown') void store.getState().loadThreads();
      void refreshConversation(store);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
