import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { resetAllStores } from './app/stores/resetRegistry';

// findBy*/waitFor give up after 1 s by default: too short on a busy 2-core machine, where the
// first import of a lazy route alone can take that long. The test timeout still bounds a test.
configure({ asyncUtilTimeout: 5_000 });

// Unmount first, then put every zustand store back to its first state (the stores register
// themselves, app/stores/resetRegistry.ts), then forget what the toolkit persisted.
afterEach(() => {
  cleanup();
  resetAllStores();
  // A test file in Node's environment (the build's prerender, app/prerender) has no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

declare module 'vitest' {
  // The type parameter must repeat Vitest's own declaration of Assertion exactly to merge with it
  // (its default included), though this matcher has no use for it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface Assertion<T = any> {
    /**
     * The control waits for what a press started (ui/common/waiting.ts): `aria-disabled="true"`,
     * not disabled and in the Tab order, so it keeps the keyboard's focus and its place there.
     */
    toBeWaiting(): void;
  }
}

expect.extend({
  toBeWaiting(received: unknown) {
    // Not an element is a mistake in the test, with `.not` or without: it never passes silently.
    if (!(received instanceof HTMLElement))
      throw new TypeError(
        `toBeWaiting expects an element, received ${this.utils.stringify(received)}`,
      );
    const ariaDisabled = received.getAttribute('aria-disabled') === 'true';
    const disabled = received.matches(':disabled');
    const tabbable = received.tabIndex >= 0;
    return {
      pass: ariaDisabled && !disabled && tabbable,
      message: () =>
        this.isNot
          ? `expected ${this.utils.stringify(received)} not to be waiting`
          : `expected ${this.utils.stringify(received)} to be waiting: aria-disabled="true" ` +
            `(it has ${JSON.stringify(received.getAttribute('aria-disabled'))}), not disabled ` +
            `(it is ${disabled ? '' : 'not '}disabled) and in the Tab order (tabIndex ${received.tabIndex})`,
    };
  },
});
