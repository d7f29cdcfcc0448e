/**
 * The pages the build prerenders and the files it writes them to (docs/performance.md,
 * Prerendered pages): the build writes them (tools/build/prerender.ts), the BFF picks one for each
 * navigation (bff/static.ts), and the app hydrates the one it arrived in (app/start.tsx).
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

/**
 * The id of the `<template>` in a prerendered page's head that holds its code's modulepreload links
 * (tools/build/prerender.ts): inert until the page's first script moves them into the head once
 * the first screen has painted (app/main.tsx).
 */
export const PAGE_CODE_TEMPLATE_ID = 'page-code';

export const isPrerenderedPage = (value: unknown): value is PrerenderedPage =>
  value === 'landing' || value === 'help';

/**
 * The answers a signed-in page needs first. The server names them in a `Link: rel=preload` header
 * of the page itself (bff/static.ts), so the browser asks for them while the app's code is still
 * on its way, and the app's own request takes the answer already there. Each is written exactly as
 * the app asks for it (app/api), or the browser would ask twice.
 */
export const SESSION_ANSWERS: readonly string[] = ['/api/users/me', '/api/profile'];

/** Per page, after the session's (docs/performance.md, Answers with the page). */
export const PAGE_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  '/social': ['/api/social/posts'],
  '/help': [
    '/api/sponsored-treatment-centers',
    '/api/advertisements?placement=top',
    '/api/advertisements?placement=bottom',
    '/api/support-requests/mine',
  ],
};
