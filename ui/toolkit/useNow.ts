import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`; a fixed `fixed` time (stories, tests) stops the clock. */
export function useNow(intervalMs: number, fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, fixed]);
  return fixed ?? now;
}
