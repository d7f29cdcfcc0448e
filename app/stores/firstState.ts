import { createStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { useStoreRead } from './useStoreRead';

/** A store whose first state a page drawn by the server can give (app/prerender/sessionAnswers.ts). */
export type StartableStore<S> = UseBoundStore<StoreApi<S>> & {
  /**
   * Makes `partial` the store's state and its first state: what React draws on the server and
   * finds again while it hydrates that HTML in the browser.
   */
  startWith: (partial: Partial<S>) => void;
  /** The store's first state is its own again (once the page is drawn, or hydrated). */
  forgetFirstState: () => void;
};

/**
 * A store like app/stores/create.ts makes, whose first state can be set. The server draws a store,
 * and the browser draws it again while it hydrates, from the store's initial state
 * (`getInitialState`), not its current one (app/stores/useStoreRead.ts): a page drawn with this
 * person's feed must have the feed there, or React finds other HTML than the server's and draws the
 * page again.
 */
export function createStartable<S>(initializer: StateCreator<S, [], []>): StartableStore<S> {
  const api = createStore<S>()(initializer);
  const created = api.getInitialState;
  let first: S | null = null;
  api.getInitialState = () => first ?? created();
  // Read as every store of the app is (app/stores/create.ts).
  const useBound = (<U>(selector?: (state: S) => U) =>
    useStoreRead(api, selector)) as UseBoundStore<StoreApi<S>>;
  return Object.assign(useBound, api, {
    startWith: (partial: Partial<S>) => {
      first = { ...created(), ...partial };
      api.setState(partial);
    },
    forgetFirstState: () => {
      first = null;
    },
  });
}
