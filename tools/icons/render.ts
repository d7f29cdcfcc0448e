/**
 * `npx tsx tools/icons/render.ts`: draws the app's icons (app/public/*.png) from tools/icons/icon.svg
 * in Chromium. Run it after changing the SVG, and commit the PNGs.
 *
 * Why PNGs and not the SVG itself: a browser draws an SVG icon by loading it as a document of its
 * own, on the page's main thread, while the page starts (about 40 ms each on a fast machine, for
 * the tab's icon and again for the manifest's); a PNG is decoded off that thread.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Each icon's file and its size in pixels: the tab, the home screen on iOS, the manifest's two.
 * iOS rounds the corners itself and fills transparent ones with black: its icon is square, on the
 * icon's own blue.
 */
const ICONS = [
  { file: 'favicon-32.png', size: 32, square: false },
  { file: 'apple-touch-icon.png', size: 180, square: true },
  { file: 'icon-192.png', size: 192, square: false },
  { file: 'icon-512.png', size: 512, square: false },
] as const;

const svg = readFileSync(path.join(root, 'tools/icons/icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const { file, size, square } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    const background = square ? 'background:#1f5f8b;' : '';
    await page.setContent(`<body style="margin:0;${background}">${sized}</body>`);
    await page.screenshot({ path: path.join(root, 'app/public', file), omitBackground: !square });
    await page.close();
    console.log(`app/public/${file}: ${size} x ${size}`);
  }
} finally {
  await browser.close();
}
