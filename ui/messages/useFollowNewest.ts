import { useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { ConversationMessage } from './types';

/** Scrolled at most this far from the newest message still counts as reading the newest. */
const NEAR_BOTTOM_PX = 80;

/**
 * Keeps a scrolling message log at the newest message: it opens there and follows new messages
 * while the person is at the bottom (or sent one), not while they read older ones, where
 * `unseen` says newer ones arrived; loading earlier ones keeps the view still. Give `scroller`
 * to the scrolling element and `onScroll` to its scroll events.
 */
export function useFollowNewest(messages: ConversationMessage[], viewerId: string) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenLast, setSeenLast] = useState<string | undefined>(undefined);
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

  const onScroll = (e: UIEvent<HTMLElement>) => {
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
  /** Newer messages arrived below while the person reads older ones. */
  const unseen = !atBottom && seenLast !== undefined && seenLast !== lastId;

  return { scroller, onScroll, unseen, jumpToNewest };
}
