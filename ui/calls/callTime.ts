const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '00:07', '12:34', '1:02:03': how long a call has lasted, as its timer shows it. */
export function formatCallTime(totalSeconds: number): string {
  const all = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(all / 3600);
  const minutes = Math.floor((all % 3600) / 60);
  const seconds = all % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${twoDigits(minutes)}:${twoDigits(seconds)}`;
}
