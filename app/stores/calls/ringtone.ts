/** Two tones together, as a phone rings (Hz). */
const TONES = [440, 480] as const;
/** On for two seconds, then quiet for four: one ring every six seconds. */
export const RING_ON_S = 2;
export const RING_PERIOD_S = 6;
/** Rings scheduled ahead at a time; the schedule is topped up before it runs out. */
const RINGS_AHEAD = 5;
/** Soft enough not to startle someone in a fragile moment. */
const VOLUME = 0.12;

/** The part of the Web Audio API the ringtone uses (tests pass a fake). */
export type RingAudioContext = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'resume' | 'close' | 'state'
>;

export interface Ringtone {
  start: () => void;
  stop: () => void;
}

/**
 * The ringtone of an incoming call, made with Web Audio (no sound file to download). A browser
 * may keep audio suspended until the person has touched the page; then the call still shows, it
 * just rings silently, and that is logged rather than thrown.
 */
export function webAudioRingtone(
  makeContext: () => RingAudioContext | null = defaultContext,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): Ringtone {
  let context: RingAudioContext | null = null;
  let gain: GainNode | null = null;
  let oscillators: OscillatorNode[] = [];
  let topUp: ReturnType<typeof setInterval> | null = null;
  let scheduledUntil = 0;

  function schedule() {
    if (!context || !gain) return;
    const horizon = context.currentTime + RINGS_AHEAD * RING_PERIOD_S;
    let at = scheduledUntil;
    for (; at < horizon; at += RING_PERIOD_S) {
      gain.gain.setValueAtTime(VOLUME, at);
      gain.gain.setValueAtTime(0, at + RING_ON_S);
    }
    scheduledUntil = at;
  }

  return {
    start() {
      if (context) return;
      context = makeContext();
      if (!context) return;
      gain = context.createGain();
      gain.gain.setValueAtTime(0, context.currentTime);
      gain.connect(context.destination);
      oscillators = TONES.map((hz) => {
        const osc = context!.createOscillator();
        osc.frequency.value = hz;
        osc.connect(gain!);
        osc.start();
        return osc;
      });
      scheduledUntil = context.currentTime;
      schedule();
      topUp = timers.setInterval(schedule, ((RINGS_AHEAD - 1) * RING_PERIOD_S * 1000) / 2);
      if (context.state === 'suspended')
        context.resume().catch((err: unknown) => console.warn('ringtone not allowed yet', err));
    },
    stop() {
      if (topUp !== null) timers.clearInterval(topUp);
      topUp = null;
      for (const osc of oscillators) osc.stop();
      oscillators = [];
      gain = null;
      const closing = context;
      context = null;
      closing?.close().catch((err: unknown) => console.warn('ringtone not closed', err));
    },
  };
}

function defaultContext(): RingAudioContext | null {
  if (typeof AudioContext === 'undefined') {
    console.warn('no Web Audio here: the incoming call rings silently');
    return null;
  }
  return new AudioContext();
}
