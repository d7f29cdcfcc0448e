import { TYPING_INDICATOR_MS } from '../../../contract/messages';
import { messagesApi } from '../../api/messages';
import type { MessagesSlice, MessagesStore, TypingSlice } from './state';

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastTypingSent = 0;

export const resetTyping = () => {
  lastTypingSent = 0;
  for (const t of typingTimers.values()) clearTimeout(t);
  typingTimers.clear();
};

/** Shows that `userId` is typing, for TYPING_INDICATOR_MS after their latest signal. */
export function showTyping(store: MessagesStore, userId: string) {
  clearTimeout(typingTimers.get(userId));
  store.setState({ typing: { ...store.getState().typing, [userId]: true } });
  typingTimers.set(
    userId,
    setTimeout(() => {
      typingTimers.delete(userId);
      const { [userId]: _gone, ...rest } = store.getState().typing;
      store.setState({ typing: rest });
    }, TYPING_INDICATOR_MS),
  );
}

/** Typing both ways: the viewer's signal out, and who is typing to them. */
export const createTypingSlice: MessagesSlice<TypingSlice> = (_set, get) => ({
  typing: {},

  typed: () => {
    const c = get().conversation;
    const now = Date.now();
    if (!c || c.other?.blocked || now - lastTypingSent < TYPING_INDICATOR_MS) return;
    lastTypingSent = now;
    // Nothing is lost when a typing hint fails: it stores nothing, and the next keystroke a
    // second later sends another.
    void messagesApi.typing(c.userId).catch(() => {});
  },
});
