import { nextTask } from './nextTask';

/**
 * Evaluates the code the page names (its modulepreload links, each chunk after the chunks it
 * imports: tools/build/prerender.ts) one chunk per task, before the app starts (app/main.tsx).
 *
 * Importing a module evaluates its chunk and every chunk that one imports in a single task the
 * browser cannot pause: the app's start (React, the router, MUI) was one such task, the page's
 * route (the libraries, the shared screens' code, the page's own) another, each some 150 ms under
 * a 4x slower CPU. One at a time, each chunk is a task of its own, with the browser's work (a tap,
 * a frame) between them; the app's and the route's imports then find them evaluated. A chunk that
 * does not load rejects, as the import would have. A page that names no code (the landing tapped
 * before its code was named) evaluates it all with the app, as before.
 */
export async function evaluatePageCode(): Promise<void> {
  const chunks = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk.href);
    await nextTask();
  }
}
