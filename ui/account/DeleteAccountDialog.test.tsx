import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { DeleteAccountCard, type DeleteAccountCardProps } from './DeleteAccountCard';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';

const setup = (over: Partial<DeleteAccountDialogProps> = {}) => {
  const props: DeleteAccountDialogProps = {
    open: true,
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...over,
  };
  return { props, ...render(<DeleteAccountDialog {...props} />) };
};

it('says what goes, what stays and that the toolkit is untouched', () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveAccessibleDescription(
    [
      "Erased at once: your profile, area on the map, posts, comments, reactions, blocks, support requests, store interest and sessions. Messages you sent disappear from other people's conversations; they will see 'Deleted account'.",
      'Kept: reports moderators are handling keep a copy of the reported words, without your name if you made the report.',
      'Your toolkit on this device is not touched; clear it in the Toolkit if you wish.',
    ].join(' '),
  );
});

it('deletes only once the field is exactly DELETE; focus starts in the field', async () => {
  const user = userEvent.setup();
  const { props } = setup();
  const field = screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
  const confirm = screen.getByRole('button', { name: 'Delete my account' });
  expect(field).toHaveFocus();
  expect(confirm).toBeDisabled();
  await user.type(field, 'delete');
  expect(confirm).toBeDisabled();
  await user.clear(field);
  await user.type(field, ' DELETE');
  expect(confirm).toBeDisabled();
  await user.clear(field);
  await user.type(field, 'DELETE');
  expect(confirm).toBeEnabled();
  await user.keyboard('{Enter}');
  expect(props.onConfirm).toHaveBeenCalledOnce();
});

it("while deleting: 'Deleting…' and Cancel wait, the field is disabled, and neither Cancel nor Escape cancels", async () => {
  const user = userEvent.setup();
  const { props } = setup({ initialTyped: 'DELETE', deleting: true });
  expect(screen.getByRole('button', { name: 'Deleting…' })).toBeWaiting();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toBeWaiting();
  expect(screen.getByRole('textbox', { name: 'Type DELETE to confirm' })).toBeDisabled();
  await user.click(cancel);
  await user.keyboard('{Escape}');
  expect(props.onCancel).not.toHaveBeenCalled();
});

it('a failure shows in the dialog as an alert; Escape and Cancel cancel', async () => {
  const user = userEvent.setup();
  const { props } = setup({ initialTyped: 'DELETE', error: 'Something went wrong.' });
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await user.keyboard('{Escape}');
  expect(props.onCancel).toHaveBeenCalledOnce();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(props.onCancel).toHaveBeenCalledTimes(2);
});

/** The card as the page holds it: the dialog's open state lives with its owner. */
function OwnedCard(props: Partial<DeleteAccountCardProps>) {
  const [open, setOpen] = useState(false);
  return (
    <DeleteAccountCard
      dialogOpen={open}
      onOpen={() => setOpen(true)}
      onCancel={() => setOpen(false)}
      onDelete={vi.fn()}
      {...props}
    />
  );
}

it('the card opens the dialog, and focus comes back to its button; the field starts empty', async () => {
  const user = userEvent.setup();
  render(<OwnedCard />);
  expect(screen.getByRole('region', { name: 'Delete my account' })).toHaveTextContent(
    'This erases your account and everything you shared. It cannot be undone.',
  );
  const open = screen.getByRole('button', { name: 'Delete my account' });
  await user.click(open);
  const field = screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
  await user.type(field, 'DEL');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(open).toHaveFocus();
  await user.click(open);
  expect(screen.getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveValue('');
});
