import { expect, it, vi } from 'vitest';
import { RING_ON_S, RING_PERIOD_S, webAudioRingtone, type RingAudioContext } from './ringtone';

function fakeContext(state: AudioContextState = 'running') {
  const levels: Array<[number, number]> = [];
  const oscillators: Array<{ hz: number; started: boolean; stopped: boolean }> = [];
  const context = {
    currentTime: 10,
    state,
    destination: {},
    closed: false,
    resume: vi.fn(async () => {}),
    close: vi.fn(async () => {
      context.closed = true;
    }),
    createGain: () => ({
      gain: { setValueAtTime: (v: number, at: number) => levels.push([v, at]) },
      connect: () => {},
    }),
    createOscillator: () => {
      const osc = { hz: 0, started: false, stopped: false };
      oscillators.push(osc);
      return {
        frequency: {
          set value(hz: number) {
            osc.hz = hz;
          },
        },
        connect: () => {},
        start: () => (osc.started = true),
        stop: () => (osc.stopped = true),
      };
    },
  };
  return { context, levels, oscillators };
}

it('rings two tones, two seconds on and four off, until stopped, then lets the audio go', () => {
  vi.useFakeTimers();
  const { context, levels, oscillators } = fakeContext();
  const ringtone = webAudioRingtone(() => context as unknown as RingAudioContext);

  ringtone.start();
  ringtone.start(); // a second ring event does not double the sound
  expect(oscillators.map((o) => [o.hz, o.started])).toEqual([
    [440, true],
    [480, true],
  ]);
  // Silent at first, then on at 10 s for two seconds, on again six seconds later.
  expect(levels.slice(0, 5)).toEqual([
    [0, 10],
    [0.12, 10],
    [0, 10 + RING_ON_S],
    [0.12, 10 + RING_PERIOD_S],
    [0, 10 + RING_PERIOD_S + RING_ON_S],
  ]);
  const scheduled = levels.length;

  // Later rings are scheduled before the first ones run out, without repeating any.
  context.currentTime = 22;
  vi.advanceTimersByTime(12_000);
  const more = levels.slice(scheduled);
  expect(more.length).toBeGreaterThan(0);
  expect(more[0]).toEqual([0.12, 10 + 5 * RING_PERIOD_S]);

  ringtone.stop();
  expect(oscillators.every((o) => o.stopped)).toBe(true);
  expect(context.closed).toBe(true);
  const after = levels.length;
  vi.advanceTimersByTime(60_000);
  expect(levels.length).toBe(after);
  vi.useRealTimers();
});

it('asks a suspended audio context to play, and rings silently if the browser says no', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { context } = fakeContext('suspended');
  context.resume.mockRejectedValueOnce(new Error('not allowed'));
  const ringtone = webAudioRingtone(() => context as unknown as RingAudioContext);
  ringtone.start();
  expect(context.resume).toHaveBeenCalled();
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith('ringtone not allowed yet', expect.any(Error)),
  );
  ringtone.stop();
  warn.mockRestore();
});

it('without Web Audio the call still rings on screen, and stopping is harmless', () => {
  const ringtone = webAudioRingtone(() => null);
  ringtone.start();
  ringtone.stop();
  expect(() => ringtone.stop()).not.toThrow();
});
