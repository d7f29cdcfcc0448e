/**
 * A consumer importing a few components gets only those: the app the fixture builds (ConsumerApp,
 * bundled by Vite as an app would be, the peer dependencies left to the app) holds the crisis lines
 * and the dialog, and none of the map, the toolkit or the admin console.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { LIBRARY_DIST, LIBRARY_NAME } from '../build';

const out = mkdtempSync(path.join(os.tmpdir(), 'ui-consumer-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('bundles only what the consumer imports from the library', async () => {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { [LIBRARY_NAME]: path.join(LIBRARY_DIST, 'index.js') } },
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: false,
      lib: { entry: path.join(import.meta.dirname, 'ConsumerApp.tsx'), formats: ['es'] },
      rolldownOptions: { external: (id) => /^(react|react-dom|@mui|@emotion)(\/|$)/.test(id) },
    },
  });
  const code = readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(out, f), 'utf8'))
    .join('\n');
  // What it imports is there...
  expect(code).toContain('tel:988');
  expect(code).toContain('Text HOME to 741741');
  // ...and what it does not import is not: the map's library, the toolkit, the admin console.
  expect(code).not.toContain('pigeon-maps');
  expect(code).not.toMatch(/Breathe In|Recovery Timer/);
  expect(code).not.toContain('Ads & Centers');
  // A few kilobytes of the library, not its whole (some 240 modules).
  expect(code.length).toBeLessThan(60_000);
});
