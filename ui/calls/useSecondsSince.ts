import { useEffect, useState } from 'react';

/**
 * Whole seconds since `since` (an ISO time), refreshed every second; null while `since` is
 * unknown. A fixed `now` (stories, tests) stops the clock. `since` is stamped by the server and
 * this device's clock may run a little behind it, so a negative difference counts as 0.
 */
export function useSecondsSince(since: string | null, now?: Date): number | null {
  const [clock, setClock] = useState(() => Date.now());
  const ticking = since !== null && now === undefined;

  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);

  if (since === null) return null;
  const start = Date.parse(since);
  if (Number.isNaN(start)) return null;
  return Math.max(0, Math.floor(((now?.getTime() ?? clock) - start) / 1000));
}
