import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../bff/test/harness';
import { completeSetup, launchBrowser, signInThroughProvider } from './browser';

export interface E2eSession {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A person in their own browser context, signed in with a completed profile, on /social. */
  person: (email: string, name: string) => Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Starts one BFF (with the built app) and one Chromium for a test file, and stops both after it.
 * `options` go to the BFF (bff/test/harness.ts), e.g. the engine name that picks the seam;
 * `browserArgs` to Chromium.
 */
export function e2eSession(
  options: TestServerOptions = {},
  browserArgs: readonly string[] = [],
): E2eSession {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer({}, options);
    browser = await launchBrowser(browserArgs);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const session: E2eSession = {
    get server() {
      if (!server) throw new Error('the e2e server has not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the e2e browser has not started');
      return browser;
    },
    async person(email, name) {
      // bypassCSP only so the tests can inject axe-core.
      const context = await session.browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await signInThroughProvider(page, session.server.url, email, name);
      await completeSetup(page);
      return { context, page };
    },
  };
  return session;
}
