import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { IncomingCallPrompt, type IncomingCallPromptProps } from './IncomingCallPrompt';

const setup = (over: Partial<IncomingCallPromptProps> = {}) => {
  const props: IncomingCallPromptProps = {
    open: true,
    callerName: 'Maria G.',
    callType: 'video',
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    working: false,
    ...over,
  };
  const { rerender } = render(<IncomingCallPrompt {...props} />);
  return { ...props, rerender };
};

it('an alert dialog named after the caller, described by the kind of call', () => {
  setup();
  const prompt = screen.getByRole('alertdialog', { name: 'Maria G.' });
  expect(prompt).toHaveAccessibleDescription('Incoming video call');
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
});

it('says an audio call is an audio call', () => {
  setup({ callType: 'audio' });
  expect(screen.getByRole('alertdialog', { name: 'Maria G.' })).toHaveAccessibleDescription(
    'Incoming audio call',
  );
});

it('focus starts on Accept', () => {
  setup();
  expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
});

it('Accept and Decline call back', async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(props.onAccept).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  expect(props.onDecline).toHaveBeenCalledTimes(1);
  expect(props.onAccept).toHaveBeenCalledTimes(1);
});

it('Escape declines; a click beside the prompt does not', async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.click(document.querySelector('.MuiBackdrop-root')!);
  expect(props.onDecline).not.toHaveBeenCalled();
  screen.getByRole('button', { name: 'Accept' }).focus();
  await user.keyboard('{Escape}');
  expect(props.onDecline).toHaveBeenCalledTimes(1);
  expect(props.onAccept).not.toHaveBeenCalled();
});

it('while an answer is on its way both buttons wait, Accept keeps the focus, Escape does nothing', async () => {
  const user = userEvent.setup();
  const { rerender, ...props } = setup();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  rerender(<IncomingCallPrompt {...props} working />);
  const accept = screen.getByRole('button', { name: 'Accept' });
  const decline = screen.getByRole('button', { name: 'Decline' });
  expect(accept).toHaveFocus();
  expect(accept).toBeWaiting();
  expect(decline).toBeWaiting();
  await user.click(accept);
  await user.click(decline);
  await user.keyboard('{Escape}');
  expect(props.onAccept).toHaveBeenCalledOnce();
  expect(props.onDecline).not.toHaveBeenCalled();
});

it('shows nothing while closed', () => {
  setup({ open: false });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
