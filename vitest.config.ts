import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` runs every project: unit (domain rules, ui components, app containers),
 * stories (every story renders, axe finds nothing), bff (HTTP against a real embedded database)
 * and e2e (journeys in Debian's headless Chromium against the built app).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'contract/**/*.test.ts',
            'domain/**/*.test.ts',
            'ui/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
          ],
          exclude: ['app/e2e/**'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['stories/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'bff',
          environment: 'node',
          include: ['bff/**/*.test.ts'],
          globalSetup: ['./bff/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['app/e2e/**/*.e2e.ts'],
          globalSetup: ['./bff/test/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
