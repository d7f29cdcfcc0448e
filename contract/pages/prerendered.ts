/**
 * The pages whose first screen is HTML from the server (docs/performance.md, Prerendered pages):
 * the landing and Get Help are drawn at build time (tools/build/prerender.ts) for anyone; Community
 * is drawn by the server for each signed-in person with their first answers (bff/pages/). The BFF
 * picks a page for each navigation (bff/static.ts), and the app hydrates the one it arrived in
 * (app/start.tsx).
 */
import type { CurrentUser } from '../auth';
import type { Profile } from '../profile';
import type { FeedPage } from '../social';

/** Drawn at build time, before anyone's session is known: nothing personal is in them. */
export type BuiltPage = 'landing' | 'help';

/** Drawn by the server per request, with the signed-in person's first answers in it. */
export type SessionPage = 'social';

export type PrerenderedPage = BuiltPage | SessionPage;

/** The path each prerendered page is drawn at. */
export const PRERENDERED_PATHS: Readonly<Record<PrerenderedPage, string>> = {
  landing: '/',
  help: '/help',
  social: '/social',
};

/** The HTML file of each page drawn at build time (the landing is the app's index.html). */
export const PRERENDERED_FILES: Readonly<Record<BuiltPage, string>> = {
  landing: 'index.html',
  help: 'help.html',
};

/** The app without a prerendered screen: the crisis lines in its HTML, then the app draws itself. */
export const SHELL_FILE = 'shell.html';

/**
 * Where the build keeps what the server needs to draw a session page (its renderer, render.mjs,
 * and each page's template, `<page>.html`), inside the build's folder. A folder whose name starts
 * with a dot is never served as a file (bff/static.ts).
 */
export const SERVER_RENDER_DIR = '.server';

/**
 * The marks in a session page's template (written by tools/build/prerender.ts) that the server
 * replaces with the drawn page (bff/pages/sessionPage.ts): the components' CSS in the head, the
 * screen inside the root element, and the answers it was drawn with after it.
 */
export const PAGE_MARKS = {
  styles: '<!--page-styles-->',
  html: '<!--page-html-->',
  answers: '<!--page-answers-->',
} as const;

/**
 * The id of the `<script type="application/json">` holding the answers a session page was drawn
 * with: the app starts from them (app/prerender/sessionAnswers.ts), so its first render is the
 * server's and it does not ask for them again.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

/** What a session page was drawn with: the answers of the calls the app would make first. */
export interface SessionPageAnswers {
  /** When the server drew it: relative times ('5 minutes ago') are drawn for this moment. */
  rendered_at: string;
  /** `GET /api/users/me`. */
  me: CurrentUser;
  /** `GET /api/profile`. */
  profile: Profile;
  /** `GET /api/social/posts`: the first page of the feed. */
  feed: FeedPage;
}

/**
 * The id of the `<template>` in a prerendered page's head that holds its code's modulepreload links
 * (tools/build/prerender.ts): inert until the page's first script moves them into the head once
 * the first screen has painted (app/main.tsx).
 */
export const PAGE_CODE_TEMPLATE_ID = 'page-code';

export const isPrerenderedPage = (value: unknown): value is PrerenderedPage =>
  value === 'landing' || value === 'help' || value === 'social';

export const isSessionPage = (value: unknown): value is SessionPage => value === 'social';

/**
 * The answers a signed-in page needs first. The server names them in a `Link: rel=preload` header
 * of the page itself (bff/static.ts), so the browser asks for them while the app's code is still
 * on its way, and the app's own request takes the answer already there. Each is written exactly as
 * the app asks for it (app/api), or the browser would ask twice. A session page the server drew
 * carries them in itself instead.
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
