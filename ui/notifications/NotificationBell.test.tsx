import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { NotificationBell, bellLabel } from './NotificationBell';

it('is named with its count, shows it, and opens with itself as the anchor', async () => {
  const onOpen = vi.fn();
  render(<NotificationBell unreadCount={3} onOpen={onOpen} />);
  const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveTextContent('3');
  await userEvent.click(bell);
  expect(onOpen).toHaveBeenCalledWith(bell);
});

it.each([
  [0, 'Notifications'],
  [1, 'Notifications, 1 unread'],
  [99, 'Notifications, 99 unread'],
  [100, 'Notifications, 99+ unread'],
])('%i unread is named %s', (count, name) => {
  expect(bellLabel(count)).toBe(name);
});

it('draws 99+ above 99, nothing at 0', () => {
  const { unmount } = render(<NotificationBell unreadCount={100} onOpen={vi.fn()} />);
  expect(screen.getByRole('button')).toHaveTextContent('99+');
  unmount();
  render(<NotificationBell unreadCount={0} onOpen={vi.fn()} />);
  expect(screen.getByRole('button')).not.toHaveTextContent(/\d/);
});

it('says it opens a dialog where it does, and nothing of the kind where it opens a page', () => {
  const { unmount } = render(<NotificationBell unreadCount={0} onOpen={vi.fn()} expanded />);
  expect(screen.getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  unmount();
  render(<NotificationBell unreadCount={0} onOpen={vi.fn()} opens="page" />);
  expect(screen.getByRole('button')).not.toHaveAttribute('aria-haspopup');
  expect(screen.getByRole('button')).not.toHaveAttribute('aria-expanded');
});
