import { useCallback, useState } from 'react';
import { failureText } from './failure';
import type { AdminItemStates } from './types';

interface Running<A extends string> {
  action: A | null;
  error: string | null;
}

export interface ItemActions<A extends string> {
  /** Whether an action on this item is under way (its promise, or the app says so). */
  busyOf: (id: string) => boolean;
  /** The action under way on this item, when the panel started it. */
  actionOf: (id: string) => A | null;
  /** Why the last action on this item failed: its rejection, else what the app kept. */
  errorOf: (id: string) => string | null;
  /** Runs `action` on item `id`: busy while its promise is pending, its rejection kept. */
  run: (id: string, action: A, call: () => Promise<unknown>) => void;
}

const FALLBACK = 'This did not work. Please try again.';

/**
 * The per-item busy and error state of a list whose actions return promises: each item shows its
 * own progress and failure while the others stay usable. The app may keep the same state itself
 * (`external`, e.g. a store's records by id); both are shown. An item the app removes on success
 * just leaves the list.
 */
export function useItemActions<A extends string>({
  busy = {},
  errors = {},
}: AdminItemStates = {}): ItemActions<A> {
  const [states, setStates] = useState<Readonly<Record<string, Running<A>>>>({});
  const put = useCallback(
    (id: string, state: Running<A> | null) =>
      setStates((all) => {
        const { [id]: _dropped, ...rest } = all;
        return state ? { ...rest, [id]: state } : rest;
      }),
    [],
  );
  const run = useCallback(
    (id: string, action: A, call: () => Promise<unknown>) => {
      put(id, { action, error: null });
      call().then(
        () => put(id, null),
        (err: unknown) => put(id, { action: null, error: failureText(err, FALLBACK) }),
      );
    },
    [put],
  );
  return {
    busyOf: (id) => Boolean(states[id]?.action) || Boolean(busy[id]),
    actionOf: (id) => states[id]?.action ?? null,
    errorOf: (id) => states[id]?.error ?? errors[id] ?? null,
    run,
  };
}
