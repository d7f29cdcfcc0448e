import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ToolkitCopyCard, type ToolkitCopyCardProps } from './ToolkitCopyCard';

const setup = (over: Partial<ToolkitCopyCardProps> = {}) => {
  const props: ToolkitCopyCardProps = {
    onSave: vi.fn(),
    onRestore: vi.fn(),
    onConfirmReplace: vi.fn(),
    onCancelReplace: vi.fn(),
    ...over,
  };
  const view = render(<ToolkitCopyCard {...props} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { props, input, ...view };
};

it('saves a copy, and restores from the file chosen behind the button', async () => {
  const user = userEvent.setup();
  const { props, input } = setup();
  expect(screen.getByRole('region', { name: 'My toolkit on another device' })).toHaveTextContent(
    'Your toolkit (recovery date, check-ins, journal, usage, safety plan, habits) lives only on this device. Save a copy to move it to another device.',
  );
  await user.click(screen.getByRole('button', { name: 'Save a copy' }));
  expect(props.onSave).toHaveBeenCalledOnce();

  expect(input).toHaveAttribute('accept', '.json,application/json');
  const opened = vi.spyOn(input, 'click');
  await user.click(screen.getByRole('button', { name: 'Restore from a copy' }));
  expect(opened).toHaveBeenCalled();
  const file = new File(['{}'], 'peer-support-toolkit-2026-11-20.json', {
    type: 'application/json',
  });
  await user.upload(input, file);
  expect(props.onRestore).toHaveBeenCalledExactlyOnceWith(file);
  // The same file may be chosen again.
  expect(input.value).toBe('');
});

it('shows a refusal as an alert and a restore as a status', () => {
  const { props, rerender } = setup({
    refusal: 'This file is not a toolkit copy from this app.',
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This file is not a toolkit copy from this app.',
  );
  rerender(<ToolkitCopyCard {...props} refusal={null} restored />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your toolkit was restored.');
});

it("asks before replacing a toolkit, with the copy's date; focus starts on Cancel", async () => {
  const user = userEvent.setup();
  const { props, rerender } = setup({ pendingSavedAt: '2026-11-20T12:00:00.000Z' });
  const dialog = screen.getByRole('dialog', { name: 'Replace your toolkit?' });
  expect(dialog).toHaveAccessibleDescription(
    'What is on this device now (journal, check-ins, dates) will be replaced by the copy saved on Nov 20, 2026.',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
  expect(props.onConfirmReplace).toHaveBeenCalledOnce();
  await user.keyboard('{Escape}');
  expect(props.onCancelReplace).toHaveBeenCalledOnce();
  rerender(<ToolkitCopyCard {...props} pendingSavedAt={null} />);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('the restore button waits while a file is read, keeping its focus', async () => {
  const user = userEvent.setup();
  const { props, input, rerender } = setup();
  const pick = vi.fn();
  input.addEventListener('click', pick);
  await user.click(screen.getByRole('button', { name: 'Restore from a copy' }));
  rerender(<ToolkitCopyCard {...props} restoring />);
  const button = screen.getByRole('button', { name: 'Restore from a copy' });
  expect(button).toHaveFocus();
  expect(button).toBeWaiting();
  await user.click(button);
  expect(pick).toHaveBeenCalledOnce();
});
