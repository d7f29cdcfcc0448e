// @vitest-environment node
// Node, as in the build (tools/build/prerender.ts): emotion collects the rules there, not in a DOM.
import { describe, expect, it } from 'vitest';
import { member } from '../test/renderApp';
import { renderPage } from './render';

/** The emotion classes the markup names (css-<hash>), each of which needs its rule. */
const classesOf = (html: string) =>
  new Set(
    [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap((m) => m[1]!.split(' '))
      .filter((c) => c.startsWith('css-')),
  );

describe('the build renders', () => {
  it('the landing: its whole first screen in HTML, with every rule it uses', async () => {
    const { html, styles } = await renderPage('landing');
    expect(html).toContain('Peer-Powered Recovery Support Network');
    expect(html).toContain('Continue with Google');
    for (const href of ['tel:988', 'sms:741741?&amp;body=HOME', 'tel:911'])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('Loading...');
    expect(classesOf(html).size).toBeGreaterThan(10);
    for (const name of classesOf(html)) expect(styles, name).toContain(name.slice(4));
    // The baseline (CssBaseline) is there too: body margin and font.
    expect(styles).toMatch(/body\{[^}]*margin:0/);
  });

  it('Get Help: the crisis lines and the support button, nothing personal', async () => {
    const { html, styles } = await renderPage('help');
    for (const text of [
      'Get Help',
      'Crisis support, any time',
      '988 Suicide &amp; Crisis Lifeline',
      'SAMHSA National Helpline',
      'Request Peer Support',
      'Need Someone to Talk To?',
    ])
      expect(html).toContain(text);
    for (const href of ['tel:988', 'sms:741741?&amp;body=HOME', 'tel:18006624357', 'tel:911'])
      expect(html).toContain(`href="${href}"`);
    // Drawn before the session is known: no admin button, no one's address or name.
    expect(html).not.toContain('Admin panel');
    expect(html).not.toContain(member.email);
    for (const name of classesOf(html)) expect(styles, name).toContain(name.slice(4));
  });

  it("a page's styles also hold the rules its markup does not name, each rule once", async () => {
    const { html, styles } = await renderPage('help');
    const tags = [...styles.matchAll(/<style data-emotion="css ([^"]*)"[^>]*>/g)].map((m) =>
      m[1]!.split(' '),
    );
    const ids = tags.flat();
    expect(new Set(ids).size).toBe(ids.length);
    const named = new Set([...classesOf(html)].map((name) => name.slice(4)));
    // A Button's own rules, made before they merge into its ButtonBase's class: the browser would
    // make them again while it hydrates if the page did not say it has them.
    const unnamed = ids.filter((id) => !named.has(id));
    // (Some make no rule at all: a styled layer with no styles of its own.)
    expect(unnamed.filter((id) => styles.includes(`.css-${id}`)).length).toBeGreaterThan(10);
  });
});
