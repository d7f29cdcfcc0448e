/**
 * The pages the build prerenders and the files it writes them to (docs/performance.md,
 * Prerendered pages): the build writes them (tools/build/prerender.ts), the BFF picks one for each
 * navigation (bff/static.ts), and the app hydrates the one it arrived in (app/main.tsx).
 */
export type PrerenderedPage = 'landing' | 'help';

/** The path each prerendered page is drawn at. */
export const PRERENDERED_PATHS: Readonly<Record<PrerenderedPage, string>> = {
  landing: '/',
  help: '/help',
};

/** The HTML file of each (the landing is the app's index.html). */
export const PRERENDERED_FILES: Readonly<Record<PrerenderedPage, string>> = {
  landing: 'index.html',
  help: 'help.html',
};

/** The app without a prerendered screen: the crisis lines in its HTML, then the app draws itself. */
export const SHELL_FILE = 'shell.html';

export const isPrerenderedPage = (value: unknown): value is PrerenderedPage =>
  value === 'landing' || value === 'help';
