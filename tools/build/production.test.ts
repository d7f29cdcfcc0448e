// Runs in Node: the build's own check of dist/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { developmentMarkers } from './production';

const dirs: string[] = [];

/** A build's output with `files` (path under dist/ to text). */
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("finds React's and React Router's development code in the browser's chunks and the server's renderer", () => {
  const found = developmentMarkers(
    dist({
      'assets/start-a.js': 'const e = jsxDEV("div");',
      'assets/router-b.js':
        'console.error("Error handled by React Router default ErrorBoundary:", e);',
      'assets/lib-c.js': 'export const ok = 1;',
      '.server/render.mjs':
        'console.error("Error handled by React Router default ErrorBoundary:", e);',
      'assets/style-d.css': 'jsxDEV',
    }),
  );
  expect(found).toEqual([
    "assets/router-b.js: React Router's development build (its warnings)",
    "assets/start-a.js: React's development JSX runtime (jsxDEV)",
    ".server/render.mjs: React Router's development build (its warnings)",
  ]);
});

it('finds nothing in a production build, with or without a server renderer', () => {
  expect(developmentMarkers(dist({ 'assets/start-a.js': 'export const ok = 1;' }))).toEqual([]);
  expect(
    developmentMarkers(
      dist({ 'assets/start-a.js': 'export {};', '.server/render.mjs': 'export {};' }),
    ),
  ).toEqual([]);
});
