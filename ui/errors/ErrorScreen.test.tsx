import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';
import { TopLevelFallback } from './TopLevelFallback';

it('names the cause and code, and offers the three ways on', async () => {
  const user = userEvent.setup();
  const onGoHome = vi.fn();
  const onRefresh = vi.fn();
  render(
    <ErrorScreen
      error={{ status: 403 }}
      path="/admin"
      supportEmail="s@example.org"
      onGoHome={onGoHome}
      onRefresh={onRefresh}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toHaveFocus();
  expect(screen.getByText('Error code: ACCESS_DENIED')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to Home' }));
  expect(onGoHome).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(onRefresh).toHaveBeenCalled();
  expect(
    screen.getByRole('link', { name: 'Report this issue to support' }).getAttribute('href'),
  ).toMatch(/^mailto:s@example\.org\?subject=/);
});

it('the top-level fallback offers Refresh Page', async () => {
  const user = userEvent.setup();
  const onRefresh = vi.fn();
  render(<TopLevelFallback onRefresh={onRefresh} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(onRefresh).toHaveBeenCalled();
});
