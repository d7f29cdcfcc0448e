import { nextTask } from './nextTask';

/**
 * Evaluates the code the page names (its modulepreload links, each chunk after the chunks it
 * imports: tools/build/prerender.ts) one chunk per task, before the app imports its routes.
 *
 * Importing a route evaluates its chunk and every chunk that one imports in a single task the
 * browser cannot pause: on a slow phone the largest of the app's start (the libraries, the shared
 * screens' code and the page's own, some 150 ms under a 4x slower CPU). One at a time, each is a
 * task of its own, with the browser's work (a tap, a frame) between them; the route's import then
 * finds them evaluated. A chunk that does not load rejects, as the route's import would have.
 */
export async function evaluatePageCode(): Promise<void> {
  const chunks = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk.href);
    await nextTask();
  }
}
