/**
 * A tap on a prerendered page's button before the app has taken the page over.
 *
 * A prerendered page (Get Help) shows its buttons ('Request Peer Support', 'Contact us') from the
 * server's HTML, before the app's code has arrived and hydrated them: on a slow phone for a second
 * or more. A tap there would do nothing at all, and a person reaching for support would be left
 * wondering whether it worked. So the page's first script (app/main.tsx) holds the last such tap,
 * starts the app at once, and the app does what the tap asked once it has hydrated the page
 * (app/start.tsx). Links (the crisis lines' tel: and sms:) and forms the browser sends itself are
 * never held: they work without the app.
 */

let held: HTMLElement | null = null;
let holding = false;
let onFirstHold: (() => void) | null = null;

/** The button a tap landed on, unless the browser does what it says by itself (a form's submit). */
function buttonOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button, [role="button"]');
  if (!button || !document.getElementById('root')?.contains(button)) return null;
  // A form with an address of its own is sent by the browser, app or not (the landing's sign-in).
  if (button instanceof HTMLButtonElement && button.type === 'submit') {
    if (button.form?.hasAttribute('action')) return null;
  }
  return button;
}

function hold(event: MouseEvent): void {
  const button = buttonOf(event.target);
  if (!button) return;
  // The page is the server's until the app hydrates it: nothing else listens yet.
  event.preventDefault();
  event.stopPropagation();
  held = button;
  document.documentElement.style.cursor = 'progress';
  const first = onFirstHold;
  onFirstHold = null;
  first?.();
}

/**
 * Holds taps (and Enter or Space, which the browser turns into a click) on the page's buttons
 * until `replayHeldTap` or `dropHeldTap`; `onTap` runs on the first, to start the app at once.
 */
export function holdTapsUntilHydrated(onTap: () => void): void {
  if (holding) return;
  holding = true;
  onFirstHold = onTap;
  document.addEventListener('click', hold, true);
}

function stopHolding(): HTMLElement | null {
  document.removeEventListener('click', hold, true);
  document.documentElement.style.cursor = '';
  holding = false;
  onFirstHold = null;
  const button = held;
  held = null;
  return button;
}

/** The app has hydrated the page: the held tap, if its button is still there, now does its work. */
export function replayHeldTap(): void {
  const button = stopHolding();
  if (button?.isConnected) button.click();
}

/** The app could not load: nothing will do what the tap asked (the page says so, app/main.tsx). */
export function dropHeldTap(): void {
  stopHolding();
}
