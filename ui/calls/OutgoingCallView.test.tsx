import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { fakeStream } from './fixtures';
import { OutgoingCallView, type OutgoingCallViewProps } from './OutgoingCallView';

const setup = (over: Partial<OutgoingCallViewProps> = {}) => {
  const props: OutgoingCallViewProps = {
    calleeName: 'Maria G.',
    callType: 'video',
    local: null,
    onCancel: vi.fn(),
    working: false,
    ...over,
  };
  render(<OutgoingCallView {...props} />);
  return props;
};

it("a dialog 'Calling {name}' saying 'Calling…', the name and the kind of call; focus is in it", () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: 'Calling Maria G.' });
  expect(dialog).toHaveFocus();
  expect(screen.getByText('Calling…')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
  expect(screen.getByText('Video call')).toBeInTheDocument();
});

it("while the name is not known yet it says 'Calling…' alone", () => {
  setup({ calleeName: null, callType: 'audio' });
  expect(screen.getByRole('dialog', { name: 'Calling…' })).toBeInTheDocument();
  expect(screen.getByText('Calling…')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByText('Audio call')).toBeInTheDocument();
});

it('a video call shows the camera, mirrored and silent; an audio call does not', () => {
  const { stream } = fakeStream({ video: true });
  const { unmount } = render(
    <OutgoingCallView calleeName="Sam" callType="video" local={stream} onCancel={() => {}} />,
  );
  const self = screen.getByTestId<HTMLVideoElement>('local-video');
  expect(self.srcObject).toBe(stream);
  expect(self.muted).toBe(true);
  expect(self.style.transform).toBe('scaleX(-1)');
  expect(self).toHaveAccessibleName('Your camera');
  unmount();
  render(<OutgoingCallView calleeName="Sam" callType="audio" local={stream} onCancel={() => {}} />);
  expect(screen.queryByTestId('local-video')).not.toBeInTheDocument();
});

it('Cancel calls back', async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(props.onCancel).toHaveBeenCalledTimes(1);
});

it('Cancel waits while working: it keeps the focus and a second press cancels nothing', async () => {
  const user = userEvent.setup();
  const onCancel = vi.fn();
  const props = { calleeName: 'Maria G.', callType: 'video', local: null, onCancel } as const;
  const { rerender } = render(<OutgoingCallView {...props} />);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  rerender(<OutgoingCallView {...props} working />);
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toHaveFocus();
  expect(cancel).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(cancel);
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('Escape does not cancel the call', async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.keyboard('{Escape}');
  expect(props.onCancel).not.toHaveBeenCalled();
});
