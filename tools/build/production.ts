import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What only a development build carries: React's development JSX runtime, and warning texts that
 * exist only in React's and React Router's development code. Any of them in a built file means
 * the bundle is not the production one.
 */
const MARKERS: readonly { name: string; text: string }[] = [
  { name: "React's development JSX runtime (jsxDEV)", text: 'jsxDEV' },
  { name: "React's development warnings", text: 'unique "key" prop' },
  // React Router's package names its development build for every bundler; vite.config.ts takes
  // its production build instead, where this warning is gone.
  {
    name: "React Router's development build (its warnings)",
    text: 'Error handled by React Router default ErrorBoundary',
  },
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
