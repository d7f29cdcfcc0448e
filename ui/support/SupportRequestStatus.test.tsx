import { render, screen } from '@testing-library/react';
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
