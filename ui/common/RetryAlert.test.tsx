import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { RetryAlert } from './RetryAlert';

it('says what failed as an alert, and Retry calls back each time', async () => {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  render(
    <RetryAlert
      message="Chats could not be loaded. Please check your connection."
      onRetry={onRetry}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Chats could not be loaded. Please check your connection.',
  );
  const retry = screen.getByRole('button', { name: 'Retry' });
  await user.click(retry);
  retry.focus();
  await user.keyboard('{Enter}');
  expect(onRetry).toHaveBeenCalledTimes(2);
});
