import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * The development markers found in the JavaScript of the build under dir, as 'file: marker' lines:
 * the browser's chunks (assets/) and the server's renderer (.server/, which the BFF runs).
 */
export function developmentMarkers(dir: string): string[] {
  const found: string[] = [];
  for (const folder of ['assets', '.server']) {
    const at = path.join(dir, folder);
    if (!existsSync(at)) continue;
    for (const file of readdirSync(at).filter((f) => /\.m?js$/.test(f))) {
      const code = readFileSync(path.join(at, file), 'utf8');
      for (const marker of MARKERS)
        if (code.includes(marker.text)) found.push(`${folder}/${file}: ${marker.name}`);
    }
  }
  return found;
}
