/**
 * A soft two-note chime for the end of a meditation, made with the Web Audio API (no sound file,
 * no network). Silently does nothing where audio is unavailable or blocked.
 */
export function playChime(): void {
  const AudioCtx =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioCtx) return;
  try {
    const ctx = new AudioCtx();
    const start = ctx.currentTime;
    [523.25, 659.25].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + i * 0.6;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.15, t + 0.05);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 2.5);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 2.6);
    });
    setTimeout(() => void ctx.close(), 4000);
  } catch {
    // Autoplay rules or a missing audio device: the on-screen message still tells the person.
  }
}
