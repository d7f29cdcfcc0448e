/**
 * The server renderer: draws a page with the app's own routes and returns its HTML and the CSS its
 * components use (emotion's critical CSS). The build bundles it for Node (tools/build/prerender.ts)
 * and draws the landing and Get Help with it, as anyone's first screen before the session is known;
 * the BFF loads the same bundle to draw Community for each signed-in person with their first
 * answers (bff/pages/sessionPage.ts).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppRoot } from '../AppRoot';
import { routes } from '../routes/router';
import {
  PRERENDERED_PATHS,
  type BuiltPage,
  type PrerenderedPage,
  type SessionPage,
  type SessionPageAnswers,
} from '../../contract/pages/prerendered';
import { resetAllStores } from '../stores/resetRegistry';
import { setPrerenderedPage } from './page';
import { forgetSessionAnswers, showSessionAnswers } from './sessionAnswers';

export interface RenderedPage {
  /** What goes inside the root element. */
  html: string;
  /**
   * `<style data-emotion>` elements for the head: every rule the markup uses, then every other rule
   * emotion made while drawing it (unusedStyleTag), so the browser makes none while it hydrates.
   */
  styles: string;
}

/** The landing or Get Help, as anyone sees it before the session is known (the build's). */
export async function renderPage(page: BuiltPage): Promise<RenderedPage> {
  const draw = await routesAt(page);
  return draw();
}

/**
 * A session page as the signed-in person sees it with `answers` (the server's, per request). The
 * stores hold this person's answers only while their page is drawn, in one synchronous stretch:
 * no other request's page can be drawn in between, and none finds them after.
 */
export async function renderSessionPage(
  page: SessionPage,
  answers: SessionPageAnswers,
): Promise<RenderedPage> {
  const draw = await routesAt(page);
  try {
    showSessionAnswers(page, answers);
    return draw();
  } finally {
    forgetSessionAnswers(page);
    resetAllStores();
  }
}

/**
 * The rules emotion made while drawing that the markup does not use: the inner layers of a
 * component styled from another (a Button's own styles before they merge into its ButtonBase's
 * class). The browser makes them again while it hydrates, unless the page says it has them: every
 * one of them compiled and inserted in the hydration's last, unsliced task was most of its cost
 * (docs/performance.md, The main thread).
 */
function unusedStyleTag(
  cache: EmotionCache,
  chunks: ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>,
): string {
  const used = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const unused = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !used.has(entry[0]),
  );
  if (unused.length === 0) return '';
  const ids = unused.map(([id]) => id).join(' ');
  // The rules come from the app's own styles, never from a person's words; a `</style` in one would
  // still end the element early, so it is escaped as CSS allows.
  const css = unused.map(([, rules]) => rules.replace(/<\/style/gi, '<\\/style')).join('');
  return `<style data-emotion="${cache.key} ${ids}">${css}</style>`;
}

/** Loads the routes of `page` (their code is loaded on demand), then draws them when called. */
async function routesAt(page: PrerenderedPage): Promise<() => RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${PRERENDERED_PATHS[page]}`));
  if (context instanceof Response) {
    throw new Error(`${page}: the routes answered ${context.status} instead of a page`);
  }
  return () => {
    setPrerenderedPage(page);
    const router = createStaticRouter(handler.dataRoutes, context);
    // The browser's emotion cache has the key 'css' too, and adopts these style elements as its own.
    const cache = createCache({ key: 'css' });
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppRoot>
          {/* No inline hydration script: the CSP allows none, and the routes have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      </CacheProvider>,
    );
    const chunks = extractCriticalToChunks(html);
    return { html, styles: constructStyleTagsFromChunks(chunks) + unusedStyleTag(cache, chunks) };
  };
}
