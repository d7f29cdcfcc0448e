import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LogoutDialog } from './LogoutDialog';

const setup = (props: Partial<Parameters<typeof LogoutDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<LogoutDialog open onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
};
const box = () =>
  screen.getByRole('checkbox', { name: 'Also clear my toolkit data from this device' });

it('offers to clear the toolkit data, unticked, and says what it is', () => {
  setup();
  expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeInTheDocument();
  expect(box()).not.toBeChecked();
  expect(box()).toHaveAccessibleDescription(/journal, safety plan, recovery date/);
  // A confirmation: focus starts on Cancel.
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

it('confirms with the choice made', async () => {
  const user = userEvent.setup();
  const { onConfirm } = setup();
  await user.click(box());
  expect(box()).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ clearToolkit: true });
});

it('can start ticked, and unticking keeps the data', async () => {
  const user = userEvent.setup();
  const { onConfirm } = setup({ initialClearToolkit: true });
  expect(box()).toBeChecked();
  await user.click(box());
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ clearToolkit: false });
});

it('Cancel and Escape call onCancel', async () => {
  const user = userEvent.setup();
  const { onCancel, onConfirm } = setup();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('while logging out, nothing can be pressed twice', async () => {
  const user = userEvent.setup();
  const { onConfirm, onCancel } = setup({ busy: true });
  const waiting = screen.getByRole('button', { name: 'Logging out...' });
  expect(waiting).toBeWaiting();
  await user.click(waiting);
  expect(onConfirm).not.toHaveBeenCalled();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toBeWaiting();
  await user.click(cancel);
  expect(onCancel).not.toHaveBeenCalled();
  expect(box()).toBeDisabled();
});
