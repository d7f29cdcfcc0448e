import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropHeldTap, holdTapsUntilHydrated, replayHeldTap } from './heldTap';

/** The server's page: buttons and a crisis line in the root, a button outside it. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="support">Request Peer Support</button>
      <button id="contact"><span id="contact-label">Contact us</span></button>
      <a id="line" href="tel:988">Call or text 988</a>
      <form id="sign-in" action="/api/connect/google"><button id="go">Continue</button></form>
    </div>
    <button id="outside">Outside</button>`;
  const clicks: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('button, a')) {
    el.addEventListener('click', (event) => {
      clicks.push(el.id);
      event.preventDefault();
    });
  }
  return { clicks, el: (id: string) => document.getElementById(id)! };
}

describe('a tap before the app has hydrated the prerendered page', () => {
  let start: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    start = vi.fn<() => void>();
    holdTapsUntilHydrated(start);
  });
  afterEach(() => dropHeldTap());

  it('is held, starts the app once, and is done when the app has the page', () => {
    const { clicks, el } = serverPage();
    el('support').click();
    el('contact-label').click();
    expect(clicks).toEqual([]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.cursor).toBe('progress');
    replayHeldTap();
    // The last tap is the one the person meant.
    expect(clicks).toEqual(['contact']);
    expect(document.documentElement.style.cursor).toBe('');
    el('support').click();
    expect(clicks).toEqual(['contact', 'support']);
  });

  it('never holds a link or a form the browser sends itself, nor what is outside the page', () => {
    const { clicks, el } = serverPage();
    el('line').click();
    el('go').click();
    el('outside').click();
    expect(clicks).toEqual(['line', 'go', 'outside']);
    expect(start).not.toHaveBeenCalled();
  });

  it('is dropped when the app could not load, and not done later', () => {
    const { clicks, el } = serverPage();
    el('support').click();
    dropHeldTap();
    replayHeldTap();
    expect(clicks).toEqual([]);
    el('support').click();
    expect(clicks).toEqual(['support']);
  });

  it('is not done when its button has gone from the page meanwhile', () => {
    const { clicks, el } = serverPage();
    const support = el('support');
    support.click();
    support.remove();
    replayHeldTap();
    expect(clicks).toEqual([]);
  });
});
