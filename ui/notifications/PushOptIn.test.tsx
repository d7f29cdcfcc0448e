import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PushOptIn, type PushOptInProps } from './PushOptIn';

const optIn = (props: Partial<PushOptInProps> = {}) => {
  const on = { onTurnOn: vi.fn(), onTurnOff: vi.fn() };
  render(<PushOptIn state="off" {...on} {...props} />);
  return on;
};

it('turns on only when asked, saying what a lock screen will show', async () => {
  const on = optIn();
  expect(screen.getByText(/only say what kind of thing happened/)).toBeVisible();
  await userEvent.click(
    screen.getByRole('button', { name: 'Turn on notifications on this device' }),
  );
  expect(on.onTurnOn).toHaveBeenCalledTimes(1);
});

it('while turning on, says so and keeps the focus without asking twice', async () => {
  const on = optIn({ busy: true });
  const button = screen.getByRole('button', { name: 'Turning on...' });
  expect(button).toBeWaiting();
  await userEvent.click(button);
  expect(on.onTurnOn).not.toHaveBeenCalled();
});

it('turns off on this device once on', async () => {
  const on = optIn({ state: 'on' });
  expect(screen.getByText('Notifications are on for this device.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
  expect(on.onTurnOff).toHaveBeenCalledTimes(1);
});

it.each([
  ['blocked', /Notifications are blocked for this site/],
  ['unsupported', /This browser cannot show notifications/],
  ['checking', /Checking this device/],
] as const)('when %s, explains and offers no button', (state, text) => {
  optIn({ state });
  expect(screen.getByText(text)).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});

it('turning on keeps the focus on the button and says it is on', async () => {
  const user = userEvent.setup();
  const on = { onTurnOn: vi.fn(), onTurnOff: vi.fn() };
  const { rerender } = render(<PushOptIn state="off" {...on} />);
  expect(screen.getByRole('status')).toHaveTextContent('Notifications are off for this device.');
  await user.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
  rerender(<PushOptIn state="off" busy {...on} />);
  rerender(<PushOptIn state="on" {...on} />);
  expect(screen.getByRole('button', { name: 'Turn off on this device' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Notifications are on for this device.');
});

it('refused at the browser’s prompt, moves the focus to why', async () => {
  const user = userEvent.setup();
  const on = { onTurnOn: vi.fn(), onTurnOff: vi.fn() };
  const { rerender } = render(<PushOptIn state="off" {...on} />);
  await user.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
  rerender(<PushOptIn state="blocked" {...on} />);
  expect(screen.getByRole('note')).toHaveFocus();
  expect(screen.getByRole('note')).toHaveTextContent('Notifications are blocked for this site.');
});

it('shows why turning on failed', () => {
  optIn({ error: 'Notifications to your phone are not set up on this server.' });
  expect(screen.getByRole('alert')).toHaveTextContent('not set up on this server');
});
