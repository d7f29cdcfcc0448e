import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FIXTURE_NOW, SESSIONS } from './fixtures';
import { SessionsCard, type SessionsCardProps } from './SessionsCard';

const propsOf = (over: Partial<SessionsCardProps> = {}): SessionsCardProps => ({
  status: 'ready',
  sessions: SESSIONS,
  onRetry: vi.fn(),
  onEnd: vi.fn(),
  onEndOthers: vi.fn(),
  now: FIXTURE_NOW,
  ...over,
});

const setup = (over: Partial<SessionsCardProps> = {}) => {
  const props = propsOf(over);
  return { props, ...render(<SessionsCard {...props} />) };
};

it('lists each device with when it signed in and was last active; this one is marked', () => {
  setup();
  const items = within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole(
    'listitem',
  );
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Firefox on Windows');
  expect(items[0]).toHaveTextContent('This device');
  expect(items[0]).toHaveTextContent('Last active just now');
  expect(items[1]).toHaveTextContent('Safari on iPhone');
  expect(items[1]).not.toHaveTextContent('This device');
  expect(items[1]).toHaveTextContent('Signed in Nov 19, 2026');
  expect(items[1]).toHaveTextContent('Last active 42 minutes ago');
  expect(items[2]).toHaveTextContent('Last active Nov 10');
});

it('the current session has no Sign out; the others sign out by their id', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  expect(screen.queryByRole('button', { name: 'Sign out Firefox on Windows' })).toBeNull();
  expect(screen.getAllByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  expect(props.onEnd).toHaveBeenCalledExactlyOnceWith(SESSIONS[1]!.id);
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  expect(props.onEndOthers).toHaveBeenCalledOnce();
});

const waits = (button: HTMLElement) => expect(button).toBeWaiting();

it("'Sign out everywhere else' does nothing when this is the only session", async () => {
  const user = userEvent.setup();
  const { props } = setup({ sessions: SESSIONS.slice(0, 1) });
  const button = screen.getByRole('button', { name: 'Sign out everywhere else' });
  waits(button);
  await user.click(button);
  expect(props.onEndOthers).not.toHaveBeenCalled();
});

it('while a sign-out runs every button waits, keeping the focus; a failure shows as an alert', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup();
  await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  rerender(<SessionsCard {...props} ending={SESSIONS[1]!.id} />);
  expect(screen.getByRole('button', { name: 'Sign out Safari on iPhone' })).toHaveFocus();
  waits(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  waits(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
  waits(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  await user.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
  expect(props.onEnd).toHaveBeenCalledOnce();

  rerender(<SessionsCard {...props} />);
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  rerender(<SessionsCard {...props} endingOthers />);
  expect(screen.getByRole('button', { name: 'Signing out…' })).toHaveFocus();
  waits(screen.getByRole('button', { name: 'Signing out…' }));
  // Done: no other session is left, and the button keeps the focus.
  rerender(<SessionsCard {...props} sessions={SESSIONS.slice(0, 1)} />);
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveFocus();

  rerender(<SessionsCard {...props} error="No such session." />);
  expect(screen.getByRole('alert')).toHaveTextContent('No such session.');
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
});

it('loading has a named progress; a failure offers Try again', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ status: 'loading', sessions: [] });
  expect(screen.getByRole('progressbar', { name: 'Loading sessions' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  rerender(<SessionsCard {...props} status="error" loadError="That did not reach the server." />);
  expect(screen.getByText(/Your sessions could not be loaded/)).toHaveTextContent(
    'Your sessions could not be loaded. That did not reach the server.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(props.onRetry).toHaveBeenCalledOnce();
});

it("a signed-out session's row leaves with the focus on it: the focus goes to the next row's Sign out, then to 'Sign out everywhere else'", async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup();
  await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  const rest = SESSIONS.filter((s) => s.id !== SESSIONS[1]!.id);
  rerender(<SessionsCard {...props} sessions={rest} />);
  const next = screen.getByRole('button', { name: `Sign out ${SESSIONS[2]!.device}` });
  expect(next).toHaveFocus();
  await user.click(next);
  rerender(<SessionsCard {...props} sessions={SESSIONS.slice(0, 1)} />);
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveFocus();
});

it('a row that leaves after the person has moved the focus elsewhere does not take it', async () => {
  const user = userEvent.setup();
  const props = propsOf();
  const page = (sessions: SessionsCardProps['sessions']) => (
    <>
      <SessionsCard {...props} sessions={sessions} />
      <button type="button">Elsewhere</button>
    </>
  );
  const { rerender } = render(page(SESSIONS));
  await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  rerender(page(SESSIONS.filter((s) => s !== SESSIONS[1])));
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});
