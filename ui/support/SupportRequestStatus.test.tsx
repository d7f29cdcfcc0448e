import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildSupportRequest } from '../help/fixtures';
import { SupportRequestStatus, type SupportRequestStatusProps } from './SupportRequestStatus';

it("a peer's answer heard live is said in the status region already on the page", () => {
  const props: SupportRequestStatusProps = {
    request: buildSupportRequest({ notified: 3, responded: 0 }),
    responders: [],
    onClose: vi.fn(),
    onOpenMessages: vi.fn(),
    formatTime: () => '4:30 PM',
  };
  const { rerender } = render(<SupportRequestStatus {...props} />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('3 peers offering support were told of your request.');
  expect(status).toHaveTextContent('Your request stays open until 4:30 PM.');

  rerender(<SupportRequestStatus {...props} responders={['Maria G.']} />);
  // The same region, so a screen reader reads the change out.
  expect(screen.getByRole('status')).toBe(status);
  expect(status).toHaveTextContent('Maria G. has reached out to you in Messages.');
});

it("'Close my request' keeps the focus while it closes, and a second press closes nothing", async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const props: SupportRequestStatusProps = {
    request: buildSupportRequest({ notified: 3, responded: 0 }),
    responders: [],
    onClose,
    onOpenMessages: vi.fn(),
    formatTime: () => '4:30 PM',
  };
  const { rerender } = render(<SupportRequestStatus {...props} />);
  await user.click(screen.getByRole('button', { name: 'Close my request' }));
  expect(onClose).toHaveBeenCalledTimes(1);

  rerender(<SupportRequestStatus {...props} closing />);
  const closing = screen.getByRole('button', { name: 'Closing...' });
  expect(closing).toHaveFocus();
  expect(closing).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(closing);
  expect(onClose).toHaveBeenCalledTimes(1);
});
