import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { REPORT_REASON_MAX } from '../../contract/social';
import { ReportDialog, type ReportDialogProps } from './ReportDialog';

const setup = (over: Partial<ReportDialogProps> = {}) => {
  const props: ReportDialogProps = {
    open: true,
    title: 'Report Post',
    description: 'Tell our moderators what is wrong with this post.',
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
  const view = render(<ReportDialog {...props} />);
  return { props, ...view };
};

it('shows the title and description it is given and sends the reason, trimmed', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  const dialog = screen.getByRole('dialog', { name: 'Report Post' });
  expect(dialog).toHaveAccessibleDescription('Tell our moderators what is wrong with this post.');
  const send = within(dialog).getByRole('button', { name: 'Send Report' });
  const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveFocus();
  expect(reason).toHaveAttribute('maxlength', String(REPORT_REASON_MAX));
  expect(send).toBeDisabled();
  await user.type(reason, '   ');
  expect(send).toBeDisabled();
  await user.type(reason, ' Asks for money ');
  await user.click(send);
  expect(props.onSubmit).toHaveBeenCalledWith('Asks for money');
});

it("marks 'Reason' required only when asked to", () => {
  const { unmount } = setup();
  expect(screen.getByRole('textbox', { name: 'Reason' })).not.toBeRequired();
  unmount();
  setup({ title: 'Report Jordan', markRequired: true });
  expect(screen.getByRole('textbox', { name: 'Reason' })).toBeRequired();
});

it("while sending: 'Sending...', the form disabled and Cancel waiting; a failure shows as an alert", () => {
  const { props, rerender } = setup({ sending: true });
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeWaiting();
  expect(screen.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
  rerender(
    <ReportDialog {...props} sending={false} error="You have already reported this post." />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('You have already reported this post.');
});

it('Cancel closes without sending, and the next opening starts blank', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Spam');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(props.onClose).toHaveBeenCalled();
  expect(props.onSubmit).not.toHaveBeenCalled();
  rerender(<ReportDialog {...props} open={false} />);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  rerender(<ReportDialog {...props} open />);
  expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveValue('');
});
