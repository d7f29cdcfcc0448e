import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AppHeader } from './AppHeader';

const setup = (props: Partial<Parameters<typeof AppHeader>[0]> = {}) => {
  const onNavigate = vi.fn();
  const onLogout = vi.fn();
  render(
    <AppHeader
      currentPath="/map"
      onNavigate={onNavigate}
      onLogout={onLogout}
      mobile={false}
      {...props}
    />,
  );
  return { onNavigate, onLogout };
};

it('shows the six tabs in order and marks the current one', () => {
  setup();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Community',
    'Messages',
    'Map',
    'Store',
    'Toolkit',
    'Get Help',
  ]);
  expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current');
});

it('tabs, logo and settings navigate inside the app', async () => {
  const user = userEvent.setup();
  const { onNavigate } = setup();
  await user.click(screen.getByRole('link', { name: 'Get Help' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/help');
  await user.click(screen.getByRole('link', { name: 'Profile settings' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/setup?edit=true');
  await user.click(screen.getByRole('link', { name: /home$/ }));
  expect(onNavigate).toHaveBeenLastCalledWith('/');
});

it("'Privacy & account' sits beside the settings, for everyone, and marks its page", async () => {
  const user = userEvent.setup();
  const { onNavigate } = setup({ mobile: true });
  const account = screen.getByRole('link', { name: 'Privacy & account' });
  expect(account).toHaveAttribute('href', '/account');
  expect(account).not.toHaveAttribute('aria-current');
  const buttons = screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'));
  expect(buttons.indexOf('Privacy & account')).toBe(buttons.indexOf('Profile settings') + 1);
  await user.hover(account);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Privacy & account');
  await user.click(account);
  expect(onNavigate).toHaveBeenLastCalledWith('/account');
});

it("'Privacy & account' is marked while its page shows", () => {
  setup({ currentPath: '/account' });
  expect(screen.getByRole('link', { name: 'Privacy & account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('the admin button is there for admins only', async () => {
  const user = userEvent.setup();
  const { onNavigate } = setup({ isAdmin: true });
  await user.click(screen.getByRole('link', { name: 'Admin panel' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/admin');
});

it('no admin button for everyone else', () => {
  setup({ isAdmin: false });
  expect(screen.queryByRole('link', { name: 'Admin panel' })).not.toBeInTheDocument();
});

it('logout asks first, then calls back keeping the toolkit data by default', async () => {
  const user = userEvent.setup();
  const { onLogout } = setup();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(onLogout).not.toHaveBeenCalled();
  const dialog = screen.getByRole('dialog', { name: 'Log out?' });
  expect(
    within(dialog).getByRole('checkbox', { name: 'Also clear my toolkit data from this device' }),
  ).not.toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(onLogout).toHaveBeenCalledExactlyOnceWith({ clearToolkit: false });
});

it('logout with the box ticked asks to clear the toolkit data too', async () => {
  const user = userEvent.setup();
  const { onLogout } = setup();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = screen.getByRole('dialog', { name: 'Log out?' });
  await user.click(
    within(dialog).getByRole('checkbox', { name: 'Also clear my toolkit data from this device' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(onLogout).toHaveBeenCalledExactlyOnceWith({ clearToolkit: true });
});

it('while the logout runs the dialog says so; a failure is shown and may be tried again', async () => {
  const user = userEvent.setup();
  let answer: (failure: string | void) => void = () => {};
  const onLogout = vi.fn(() => new Promise<string | void>((resolve) => (answer = resolve)));
  setup({ onLogout });
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = screen.getByRole('dialog', { name: 'Log out?' });
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  const waiting = within(dialog).getByRole('button', { name: 'Logging out...' });
  expect(waiting).toHaveFocus();
  expect(waiting).toBeWaiting();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeWaiting();

  answer('You are still signed in. That did not reach the server.');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'You are still signed in. That did not reach the server.',
  );
  const again = within(dialog).getByRole('button', { name: 'Log out' });
  expect(again).toBeEnabled();
  await user.click(again);
  expect(onLogout).toHaveBeenCalledTimes(2);
  // The failure of the first try is not shown while the second runs.
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  answer();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('cancelling the logout keeps the person signed in', async () => {
  const user = userEvent.setup();
  const { onLogout } = setup();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onLogout).not.toHaveBeenCalled();
});

it('on mobile the menu opens, repeats the tabs, and closes after choosing', async () => {
  const user = userEvent.setup();
  const { onNavigate } = setup({ mobile: true });
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await user.click(screen.getByRole('link', { name: 'Toolkit' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/toolkit');
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it('unforced, draws the same HTML at any width, for CSS to show the tabs or the menu', () => {
  // A page prerendered at build time must hydrate on a phone and on a desktop alike.
  const drawnAt = (width: number) => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: /max-width/.test(query) ? width < 900 : width >= 900,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { container, unmount } = render(
      <AppHeader currentPath="/help" onNavigate={vi.fn()} onLogout={vi.fn()} />,
    );
    // useId's ids differ between two renders by design.
    const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
    unmount();
    vi.unstubAllGlobals();
    return html;
  };
  const phone = drawnAt(360);
  expect(phone).toBe(drawnAt(1280));
  const { container } = render(
    <AppHeader currentPath="/help" onNavigate={vi.fn()} onLogout={vi.fn()} />,
  );
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  // The tabs, and the menu's copy of them.
  expect(container.querySelectorAll('a[href="/help"]')).toHaveLength(2);
});

it("the bell shows the unread count and opens the notifications, closing the phone's menu", async () => {
  const onNotifications = vi.fn();
  setup({ mobile: true, unreadNotifications: 4, onNotifications, initialMenuOpen: true });
  const bell = screen.getByRole('button', { name: 'Notifications, 4 unread' });
  await userEvent.click(bell);
  expect(onNotifications).toHaveBeenCalledWith(bell);
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it('no bell without a way to open the notifications', () => {
  setup();
  expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
});
