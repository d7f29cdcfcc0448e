/**
 * The build's server renderer (tools/build/prerender.ts bundles and runs it): draws a prerendered
 * page with the app's own routes, as a visitor's or a signed-in person's first screen before the
 * session is known, and returns its HTML and the CSS its components use (emotion's critical CSS).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppRoot } from '../AppRoot';
import { routes } from '../routes/router';
import { PRERENDERED_PATHS, type PrerenderedPage } from '../../contract/pages/prerendered';
import { setPrerenderedPage } from './page';

export interface RenderedPage {
  /** What goes inside the root element. */
  html: string;
  /** `<style data-emotion>` elements for the head: every rule the markup uses, nothing else. */
  styles: string;
}

export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  setPrerenderedPage(page);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${PRERENDERED_PATHS[page]}`));
  if (context instanceof Response) {
    throw new Error(`${page}: the routes answered ${context.status} instead of a page`);
  }
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
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
