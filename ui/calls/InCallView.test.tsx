import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, answeredSecondsAgo, fakeStream } from './fixtures';
import { InCallView, type InCallViewProps } from './InCallView';

const props = (over: Partial<InCallViewProps> = {}): InCallViewProps => ({
  otherName: 'Maria G.',
  callType: 'video',
  local: null,
  remote: null,
  connected: true,
  answeredAt: answeredSecondsAgo(75),
  muted: false,
  cameraOff: false,
  working: false,
  onToggleMute: vi.fn(),
  onToggleCamera: vi.fn(),
  onEnd: vi.fn(),
  now: FIXTURE_NOW,
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

it("a dialog 'Call with {name}' that takes focus and names the other person", () => {
  render(<InCallView {...props()} />);
  expect(screen.getByRole('dialog', { name: 'Call with Maria G.' })).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
});

it("says 'Connecting…' until connected, then the time since the answer", () => {
  const { rerender } = render(<InCallView {...props({ connected: false })} />);
  expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  rerender(<InCallView {...props()} />);
  expect(screen.queryByText('Connecting…')).not.toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('01:15');
});

it('the timer counts from the answer: 00:00, then 00:01 a second later', () => {
  vi.useFakeTimers();
  vi.setSystemTime(FIXTURE_NOW);
  render(<InCallView {...props({ answeredAt: FIXTURE_NOW.toISOString(), now: undefined })} />);
  expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('00:01');
  act(() => vi.advanceTimersByTime(59_000));
  expect(screen.getByRole('timer')).toHaveTextContent('01:00');
});

it('the timer shows hours past an hour', () => {
  render(<InCallView {...props({ answeredAt: answeredSecondsAgo(3600 + 5 * 60 + 9) })} />);
  expect(screen.getByRole('timer')).toHaveTextContent('1:05:09');
});

it('Mute and the camera call back, and their captions say what a press will do', async () => {
  const user = userEvent.setup();
  const p = props({ local: fakeStream({ video: true }).stream });
  const { rerender } = render(<InCallView {...p} />);
  expect(screen.getByTestId('local-video')).toBeInTheDocument();
  const mute = screen.getByRole('button', { name: 'Mute' });
  expect(mute).not.toHaveAttribute('aria-pressed');
  await user.click(mute);
  expect(p.onToggleMute).toHaveBeenCalledTimes(1);
  const camera = screen.getByRole('button', { name: 'Turn camera off' });
  await user.click(camera);
  expect(p.onToggleCamera).toHaveBeenCalledTimes(1);

  rerender(<InCallView {...p} muted cameraOff />);
  expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Turn camera on' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
  // No self view while the camera is off: nothing holds a picture of the person.
  expect(screen.queryByTestId('local-video')).toBeNull();
  expect(p.onEnd).not.toHaveBeenCalled();
});

it('End call calls back, by keyboard too, and waits while the hang-up is on its way, keeping the focus', async () => {
  const user = userEvent.setup();
  const p = props();
  const { rerender } = render(<InCallView {...p} />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Mute' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'End call' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(p.onEnd).toHaveBeenCalledTimes(1);
  await user.keyboard('{Escape}');
  expect(p.onEnd).toHaveBeenCalledTimes(1);
  rerender(<InCallView {...p} working />);
  const end = screen.getByRole('button', { name: 'End call' });
  expect(end).toHaveFocus();
  expect(end).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(end);
  expect(p.onEnd).toHaveBeenCalledTimes(1);
});

it('an audio call shows the name and initial, no camera button, no videos, and plays the sound', () => {
  const remote = fakeStream({ video: false }).stream;
  render(<InCallView {...props({ callType: 'audio', remote })} />);
  expect(screen.getByRole('dialog', { name: 'Call with Maria G.' })).toHaveTextContent('M');
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /camera/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  expect(screen.queryByTestId('remote-video')).not.toBeInTheDocument();
  expect(screen.queryByTestId('local-video')).not.toBeInTheDocument();
  expect(screen.getByTestId<HTMLAudioElement>('remote-audio').srcObject).toBe(remote);
});

it('a video call shows the remote picture while it has one, and the self view mirrored', () => {
  const remote = fakeStream();
  const local = fakeStream({ video: true }).stream;
  render(<InCallView {...props({ remote: remote.stream, local })} />);
  // Connected, but the other person's picture has not arrived: their initial meanwhile.
  expect(screen.queryByTestId('remote-video')).not.toBeInTheDocument();
  act(() => remote.addVideoTrack());
  const video = screen.getByTestId<HTMLVideoElement>('remote-video');
  expect(video.srcObject).toBe(remote.stream);
  expect(video).toHaveAccessibleName("Maria G.'s video");
  expect(video.autoplay).toBe(true);
  // Its sound plays through the audio element, never twice.
  expect(video.muted).toBe(true);
  expect(screen.getByTestId<HTMLAudioElement>('remote-audio').srcObject).toBe(remote.stream);
  const self = screen.getByTestId<HTMLVideoElement>('local-video');
  expect(self.srcObject).toBe(local);
  expect(self.muted).toBe(true);
  expect(self.style.transform).toBe('scaleX(-1)');

  // They turn their camera off: no picture comes, their initial shows again; then it is back.
  act(() => remote.setMuted(true));
  expect(screen.queryByTestId('remote-video')).not.toBeInTheDocument();
  expect(screen.getByTestId<HTMLAudioElement>('remote-audio').srcObject).toBe(remote.stream);
  act(() => remote.setMuted(false));
  expect(screen.getByTestId('remote-video')).toBeInTheDocument();
});
