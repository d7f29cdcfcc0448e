// eslint-disable-next-line no-restricted-imports -- only its type: the signature this one keeps
import type { create as zustandCreate } from 'zustand';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { useStoreRead } from './useStoreRead';

function bind<S>(initializer: StateCreator<S, [], []>) {
  const api = createStore(initializer);
  const useBound = (selector?: (state: S) => unknown) => useStoreRead(api, selector);
  return Object.assign(useBound, api as StoreApi<S>);
}

/**
 * The app's stores are made with this, not zustand's `create`: the same store and the same
 * signature (middleware too), whose hook reads it through useStoreRead, so a page React hydrates
 * shows the stores' answers as a transition instead of drawing itself again at once.
 */
export const create = (<S>(initializer?: StateCreator<S, [], []>) =>
  initializer ? bind(initializer) : bind) as typeof zustandCreate;
