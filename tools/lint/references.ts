/**
 * Part of `npm run lint`: the repository stands alone, so no comment, doc or test title points at
 * what a clone does not have (design notes or a product spec kept elsewhere, issue numbers, spec
 * point numbers). What the code relies on is written in docs/; cite that instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const OUTSIDE = [
  {
    pattern: /\b(?:DESIGN|SPEC|STYLE)\.md\b/,
    what: 'a design or spec file outside the repository',
  },
  { pattern: /\.\.\/shared\//, what: 'a folder outside the repository' },
  { pattern: /\bissues? #?\d+\b/i, what: 'an issue number' },
  { pattern: /\bspec point \d+/i, what: 'a spec point' },
];
const CHECKED = /\.(ts|tsx|js|md|html|go|json)$|^\.ci\/run$/;
const SKIPPED = [/^package-lock\.json$/, /^stories\/__visual__\//, /^tools\/lint\/references\.ts$/];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && CHECKED.test(f) && !SKIPPED.some((s) => s.test(f)));

const found: string[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // listed but deleted in the working tree: nothing to check
  }
  text.split('\n').forEach((line, i) => {
    for (const { pattern, what } of OUTSIDE)
      if (pattern.test(line)) found.push(`${file}:${i + 1}: cites ${what}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(`References outside the repository (cite docs/ instead):\n${found.join('\n')}`);
  process.exit(1);
}
