import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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
