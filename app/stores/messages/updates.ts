import type { MessageThread } from '../../../contract/messages';
import type { ConversationState, MessagesStore } from './state';

/** Applies `update` to the open conversation if it is the one with `userId`. */
export function inConversation(
  store: MessagesStore,
  userId: string,
  update: (c: ConversationState) => ConversationState,
) {
  const c = store.getState().conversation;
  if (c && c.userId === userId) store.setState({ conversation: update(c) });
}

/** Puts the thread first in the list, in place of its older copy. */
export function upsertThread(store: MessagesStore, thread: MessageThread) {
  store.setState({
    threads: [
      thread,
      ...store.getState().threads.filter((t) => t.other_user_id !== thread.other_user_id),
    ],
  });
}

export function patchThread(store: MessagesStore, userId: string, patch: Partial<MessageThread>) {
  store.setState({
    threads: store
      .getState()
      .threads.map((t) => (t.other_user_id === userId ? { ...t, ...patch } : t)),
  });
}
