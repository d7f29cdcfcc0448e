import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_NOT_LOADED } from '../ui/errors/appLoadTexts';
import { SIGN_IN_FORM_ID } from '../ui/landing/signInForm';

const start = vi.fn<() => Promise<void>>();
let evaluated: () => void = () => {};
const evaluatePageCode = vi.fn(() => new Promise<void>((resolve) => (evaluated = resolve)));
const dropHeldTap = vi.fn();

vi.mock('./start', () => ({ start }));
vi.mock('./prerender/evaluatePageCode', () => ({ evaluatePageCode }));
vi.mock('./prerender/heldTap', () => ({ dropHeldTap, holdTapsUntilHydrated: vi.fn() }));

/** The prerendered landing, as the server sends it, with the page's first script run on it. */
async function openLanding() {
  document.body.innerHTML = `
    <div id="root" data-prerendered="landing">
      <form id="${SIGN_IN_FORM_ID}" action="/api/connect/google">
        <button><span data-sign-in-label>Continue with Google</span></button>
      </form>
    </div>`;
  vi.resetModules();
  await import('./main');
}

/** The person's first tap on the page, which starts the app (in a task after it). */
async function firstTap() {
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await vi.waitFor(() => expect(evaluatePageCode).toHaveBeenCalled());
}

beforeEach(() => {
  start.mockReset();
  evaluatePageCode.mockClear();
  dropHeldTap.mockClear();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the page's first script", () => {
  it('says the app did not load when it fails to start, and lets go of a held tap', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start.mockRejectedValue(new Error('the router could not be made'));
    await openLanding();
    await firstTap();
    evaluated();
    const note = await vi.waitFor(() => {
      const alert = document.querySelector('[role="alert"]');
      expect(alert?.textContent).toContain(APP_NOT_LOADED);
      return alert;
    });
    expect(note?.querySelector('button')?.textContent).toBe('Try again');
    expect(dropHeldTap).toHaveBeenCalled();
  });

  it('does not start the app on a page the sign-in form is leaving, and starts it on coming back', async () => {
    start.mockResolvedValue();
    await openLanding();
    await firstTap();
    // The form is sent while the app's code is still being evaluated.
    document.getElementById(SIGN_IN_FORM_ID)!.dispatchEvent(new Event('submit', { bubbles: true }));
    evaluated();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    expect(document.querySelector('button')?.textContent).toBe('Redirecting...');

    // Back from the browser's history: the page as it was, and now the app.
    const back = new Event('pageshow');
    Object.defineProperty(back, 'persisted', { value: true });
    window.dispatchEvent(back);
    expect(document.querySelector('button')?.textContent).toBe('Continue with Google');
    await vi.waitFor(() => expect(evaluatePageCode).toHaveBeenCalledTimes(2));
    evaluated();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
