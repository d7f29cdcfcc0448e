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
});
