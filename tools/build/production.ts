import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What only a development build carries: React's development JSX runtime, and a warning text that
 * exists only in React's development code. Either in a built file means the bundle is not the
 * production one.
 */
const MARKERS: readonly { name: string; text: string }[] = [
  { name: "React's development JSX runtime (jsxDEV)", text: 'jsxDEV' },
  { name: "React's development warnings", text: 'unique "key" prop' },
];

/** The development markers found in the JavaScript under dir, as 'file: marker' lines. */
export function developmentMarkers(dir: string): string[] {
  const assets = path.join(dir, 'assets');
  const found: string[] = [];
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const marker of MARKERS)
      if (code.includes(marker.text)) found.push(`${file}: ${marker.name}`);
  }
  return found;
}
