import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test projects: unit (domain rules, ui components, app containers), stories (every story renders,
 * axe finds nothing), bff (HTTP against a real embedded database), bff-mongodb (the same, with the
 * database seam as on MongoDB) and e2e (journeys in Debian's
 * headless Chromium against the built app). `npm test` runs them as four runs one after another
 * (unit + stories, bff, bff-mongodb, e2e; tools/test/run.ts) so the browser journeys never take the CPU from
 * jsdom. Sized for a 2-core machine: two jsdom workers, and timeouts that allow for a busy CPU
 * (userEvent-heavy tests take seconds there, and the 5 s default timed them out).
 */

/** jsdom projects: one worker per core; a slow machine gets time, a hung test still fails. */
const jsdom = {
  environment: 'jsdom',
  maxWorkers: 2,
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

/** The BFF over HTTP against a real database: one server per run, one database per test file. */
const bff = {
  environment: 'node' as const,
  include: ['bff/**/*.test.ts'],
  globalSetup: ['./bff/test/globalSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 240_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...jsdom,
          include: [
            'contract/**/*.test.ts',
            'domain/**/*.test.ts',
            'ui/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            // The build's own steps (each file says it runs in Node).
            'tools/**/*.test.ts',
          ],
          exclude: ['app/e2e/**', 'tools/library/**'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          ...jsdom,
          include: ['stories/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Each story file renders every story and runs axe on it.
          testTimeout: 30_000,
        },
      },
      {
        // Another app using the component library as built into ui/dist/ (tools/library/): the
        // fixture imports it by its package name only, and the run builds it first.
        extends: true,
        test: {
          name: 'library',
          ...jsdom,
          include: ['tools/library/**/*.test.{ts,tsx}'],
          globalSetup: ['./tools/library/consumer/globalSetup.ts'],
          setupFiles: ['./vitest.setup.ts'],
          alias: { '@peer-support/ui': path.resolve(import.meta.dirname, 'ui/dist/index.js') },
        },
      },
      // Files named *.mongodb.test.ts need the MongoDB strategy (two BFF processes on one database).
      { test: { name: 'bff', ...bff, exclude: ['bff/**/*.mongodb.test.ts'] } },
      // The same suite with the seam as on MongoDB (bff/test/globalSetup.ts, bff/test/strategy.ts).
      { test: { name: 'bff-mongodb', ...bff } },
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
