import type { StoreApi } from 'zustand';

const resets = new Set<() => void>();

/**
 * Registers a store so tests start from its first state (the zustand testing pattern):
 * vitest.setup.ts runs every registered reset after each test. `extra` clears what the store keeps
 * outside its state (in-flight bookkeeping). Returns the store, so a store file reads
 * `export const useX = resettable(create(...))`.
 */
export function resettable<S, T extends Pick<StoreApi<S>, 'setState' | 'getInitialState'>>(
  store: T,
  extra?: () => void,
): T {
  resets.add(() => {
    store.setState(store.getInitialState(), true);
    extra?.();
  });
  return store;
}

/** Puts every registered store back to its first state; for tests (vitest.setup.ts). */
export function resetAllStores() {
  for (const reset of resets) reset();
}
