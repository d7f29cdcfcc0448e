import { expect, it } from 'vitest';
import { PAGE_ANSWERS, SESSION_ANSWERS } from '../../contract/pages/prerendered';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

it("a signed-in page's first answers come with the page, and the app takes them instead of asking again", async () => {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'preload@example.com', 'Pia');
  await completeSetup(page);
  const unused: string[] = [];
  page.on('console', (m) => {
    // Chromium's words for a preload nobody asked for within a few seconds.
    if (/preloaded using link preload but not used/.test(m.text())) unused.push(m.text());
  });
  // Community carries its answers in the page itself instead (app/e2e/sessionPage.e2e.ts); the
  // store gets the shell, whose app takes the session's answers from the header's preloads.
  for (const [path, heading] of [
    ['/store', 'Recovery Store'],
    ['/help', 'Get Help'],
  ] as const) {
    await page.goto(`${e2e.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const expected = [...SESSION_ANSWERS, ...(PAGE_ANSWERS[path] ?? [])];
    await expect
      .poll(
        () =>
          page.evaluate(
            (urls) =>
              urls.map((url) =>
                performance
                  .getEntriesByType('resource')
                  .filter((e) => e.name === location.origin + url)
                  .map((e) => (e as PerformanceResourceTiming).initiatorType),
              ),
            expected,
          ),
        { timeout: 15_000 },
      )
      // Each asked for once, by the page's Link header, before any code of the app had run.
      .toEqual(expected.map(() => ['link']));
  }
  // Chromium warns 3 s after a preload that went unused.
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  await context.close();
});

it("a prerendered page paints before it asks for the app's code, and asks for each piece once", async () => {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'paint@example.com', 'Paz');
  await completeSetup(page);
  for (const path of ['/help', '/']) {
    // A fresh context for the visitor's landing; the signed-in one for Get Help.
    const visitor = path === '/' ? await e2e.browser.newContext() : null;
    const tab = visitor ? await visitor.newPage() : page;
    await tab.goto(`${e2e.server.url}${path}`);
    await tab.locator('#root[data-prerendered]').waitFor();
    const timing = async () =>
      tab.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
        const code = performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/(?!boot-)[^/]+\.js$/.test(e.name))
          .map((e) => ({ name: e.name.replace(/^.*\/assets\//, ''), start: e.startTime }));
        return { paint, code };
      });
    // The start chunk arrives on every page; Get Help's own as well.
    const wanted = path === '/' ? /^start-/ : /^HelpPage-/;
    await expect
      .poll(async () => (await timing()).code.some((c) => wanted.test(c.name)), { timeout: 15_000 })
      .toBe(true);
    const { paint, code } = await timing();
    expect(paint).not.toBeNull();
    for (const chunk of code) expect(chunk.start).toBeGreaterThanOrEqual(paint!);
    const names = code.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    await visitor?.close();
  }
  await context.close();
});

it('a prerendered page holds every style rule its hydration needs: the browser makes none of them again', async () => {
  const context = await e2e.browser.newContext();
  // Every rule the page adds to a style sheet from its first script on, and when (emotion, in
  // production, inserts each rule with insertRule).
  await context.addInitScript(() => {
    const made: { rule: string; at: number }[] = [];
    (window as unknown as { madeRules: typeof made }).madeRules = made;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      made.push({ rule, at: performance.now() });
      return insertRule.call(this, rule, index);
    };
  });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'styles@example.com', 'Sol');
  await completeSetup(page);
  for (const path of ['/help', '/social']) {
    // The signed-in layout asks for the call layer's code only once the page is hydrated
    // (useHydrated in app/routes/LayoutRoute.tsx): what was made before that, the hydration made.
    const hydrated = page.waitForResponse((res) =>
      /\/assets\/CallLayer-[^/]+\.js$/.test(res.url()),
    );
    await page.goto(`${e2e.server.url}${path}`);
    await page.locator('#root[data-prerendered]').waitFor();
    await hydrated;
    const made = await page.evaluate(() => {
      const callLayer = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/CallLayer-[^/]+\.js$/.test(e.name));
      const rules = (window as unknown as { madeRules: { rule: string; at: number }[] }).madeRules;
      return rules.filter((r) => r.at < callLayer!.startTime).map((r) => r.rule);
    });
    expect(made, `${path}: rules made while hydrating`).toEqual([]);
  }
  await context.close();
});
