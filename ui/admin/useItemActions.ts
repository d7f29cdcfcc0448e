import { useCallback, useState } from 'react';
import { failureText } from './failure';

interface ItemState<A extends string> {
  busy: A | null;
  error: string | null;
}

export interface ItemActions<A extends string> {
  /** The action running on this item, if any. */
  busyOf: (id: string) => A | null;
  /** Why the last action on this item failed, if it did. */
  errorOf: (id: string) => string | null;
  /** Runs `action` on item `id`: busy while it runs, its failure kept as the item's error. */
  run: (id: string, action: A, call: () => Promise<void>) => void;
}

const FALLBACK = 'This did not work. Please try again.';

/**
 * The per-item busy and error state of a list whose actions are promises: each item shows its own
 * progress and failure while the others stay usable. An item the app removes on success just
 * leaves the list; its state is dropped then.
 */
export function useItemActions<A extends string>(): ItemActions<A> {
  const [states, setStates] = useState<Readonly<Record<string, ItemState<A>>>>({});
  const put = useCallback(
    (id: string, state: ItemState<A> | null) =>
      setStates((all) => {
        const { [id]: _dropped, ...rest } = all;
        return state ? { ...rest, [id]: state } : rest;
      }),
    [],
  );
  const run = useCallback(
    (id: string, action: A, call: () => Promise<void>) => {
      put(id, { busy: action, error: null });
      call().then(
        () => put(id, null),
        (err: unknown) => put(id, { busy: null, error: failureText(err, FALLBACK) }),
      );
    },
    [put],
  );
  return {
    busyOf: (id) => states[id]?.busy ?? null,
    errorOf: (id) => states[id]?.error ?? null,
    run,
  };
}
