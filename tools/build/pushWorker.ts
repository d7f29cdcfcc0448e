import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';

/** The service worker's push handling, in TypeScript (app/sw/push.ts). */
export const PUSH_WORKER_SOURCE = fileURLToPath(new URL('../../app/sw/push.ts', import.meta.url));

/**
 * app/sw/push.ts as the classic script the generated worker loads with importScripts: its types
 * stripped, and the empty export that keeps a file of type imports a module taken out. Throws
 * when anything is still imported or exported, which a classic script could not run.
 */
export async function pushWorkerScript(): Promise<string> {
  const { code } = await transformWithOxc(
    readFileSync(PUSH_WORKER_SOURCE, 'utf8'),
    PUSH_WORKER_SOURCE,
    { lang: 'ts' },
  );
  const script = code.replace(/^export \{\s*\};?\s*$/m, '');
  if (/^\s*(import|export)\b/m.test(script))
    throw new Error('app/sw/push.ts runs as a classic script: it may import types only.');
  return script;
}
