import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '../../contract/admin';
import { CONTACT_SENT_TEXT, ContactDialog, type ContactDialogProps } from './ContactDialog';

const setup = (over: Partial<ContactDialogProps> = {}) => {
  const props: ContactDialogProps = {
    open: true,
    from: { name: 'Sam', email: 'sam@example.com' },
    onSend: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
  const view = render(<ContactDialog {...props} />);
  return { props, ...view };
};

it('shows who writes, read-only, and sends the subject and message trimmed', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  const dialog = screen.getByRole('dialog', { name: 'Contact us' });
  expect(dialog).toHaveAccessibleDescription(
    'Write to the team behind the network. We answer by e-mail.',
  );
  expect(within(dialog).getByText('From: Sam <sam@example.com>')).toBeInTheDocument();
  expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
  const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
  const message = within(dialog).getByRole('textbox', { name: 'Message' });
  expect(subject).toHaveFocus();
  expect(subject).toHaveAttribute('maxlength', String(CONTACT_SUBJECT_MAX));
  expect(message).toHaveAttribute('maxlength', String(CONTACT_MESSAGE_MAX));

  const send = within(dialog).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await user.type(subject, '  Hello  ');
  expect(send).toBeDisabled();
  await user.type(message, '   ');
  expect(send).toBeDisabled();
  await user.type(message, 'A question about my account. ');
  await user.click(send);
  expect(props.onSend).toHaveBeenCalledWith('Hello', 'A question about my account.');
});

it('a listing inquiry starts with its subject and kind, focus on the message', () => {
  setup({ kind: 'listing', initialSubject: 'Listing inquiry: Premium Listing' });
  const dialog = screen.getByRole('dialog', { name: 'Ask about a listing' });
  expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Listing inquiry: Premium Listing',
  );
  expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
});

it('counts the characters only near a limit', async () => {
  const user = userEvent.setup();
  setup();
  const subject = screen.getByRole('textbox', { name: 'Subject' });
  await user.type(subject, 'x'.repeat(10));
  expect(screen.queryByText(`10 / ${CONTACT_SUBJECT_MAX}`)).not.toBeInTheDocument();
  await user.clear(subject);
  await user.click(subject);
  await user.paste('x'.repeat(CONTACT_SUBJECT_MAX - 5));
  expect(subject).toHaveAccessibleDescription(
    `${CONTACT_SUBJECT_MAX - 5} / ${CONTACT_SUBJECT_MAX}`,
  );
  const message = screen.getByRole('textbox', { name: 'Message' });
  await user.click(message);
  await user.paste('y'.repeat(CONTACT_MESSAGE_MAX));
  expect(message).toHaveAccessibleDescription(`${CONTACT_MESSAGE_MAX} / ${CONTACT_MESSAGE_MAX}`);
});

it("while sending: 'Sending...' keeps the focus, the fields and Cancel wait; a refusal shows and the text stays", async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Again');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(props.onSend).toHaveBeenCalledTimes(1);
  rerender(<ContactDialog {...props} sending />);
  const sending = screen.getByRole('button', { name: 'Sending...' });
  expect(sending).toHaveFocus();
  expect(sending).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(sending);
  expect(props.onSend).toHaveBeenCalledTimes(1);
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toBeWaiting();
  await user.click(cancel);
  expect(props.onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(props.onClose).not.toHaveBeenCalled();

  rerender(
    <ContactDialog {...props} error="You have sent 5 messages today. Please try again tomorrow." />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You have sent 5 messages today. Please try again tomorrow.',
  );
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Again');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('once sent, thanks the person; Close closes', async () => {
  const user = userEvent.setup();
  const { props } = setup({ sent: true });
  expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SENT_TEXT);
  expect(CONTACT_SENT_TEXT).toBe('Thank you. Your message reached our team; we answer by e-mail.');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(props.onClose).toHaveBeenCalled();
});

it('Cancel closes without sending, and the next opening starts blank', async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(props.onClose).toHaveBeenCalled();
  expect(props.onSend).not.toHaveBeenCalled();
  rerender(<ContactDialog {...props} open={false} />);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  rerender(<ContactDialog {...props} open />);
  expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('');
});
