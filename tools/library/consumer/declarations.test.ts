/**
 * The library's type declarations serve another app: the consumer fixture type-checks against
 * ui/dist/index.d.ts (this folder's tsconfig.json), not against the repository's sources.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

it('the consumer type-checks against ui/dist/index.d.ts', () => {
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(import.meta.dirname, 'tsconfig.json'),
      '--listFiles',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const files = tsc.stdout.split('\n').filter((line) => line.startsWith(root));
  const errors = tsc.stdout.split('\n').filter((line) => line.includes('error TS'));
  expect(errors).toEqual([]);
  expect(tsc.status).toBe(0);
  // It read the built declarations, and no source of the library.
  expect(files.some((f) => f.endsWith('ui/dist/ui/common/CrisisLinks.d.ts'))).toBe(true);
  const ownSources = files.filter(
    (f) => !/\/(node_modules|ui\/dist)\//.test(f) && !f.startsWith(import.meta.dirname),
  );
  expect(ownSources).toEqual([]);
});
