import { useMemo, useRef } from 'react';

/** A random UUID; `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newComposeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The Idempotency-Key of one compose (a post, a comment): the same key for every submit of the
 * same content (a double click, a retry after a failure), so the server creates it once; a new key
 * once the content changes or the compose starts again (`reset`).
 */
export function useComposeKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  // One object for the component's life, so `reset` can be an effect's dependency.
  return useMemo(
    () => ({
      keyFor(payload: unknown): string {
        const text = JSON.stringify(payload);
        if (last.current?.payload !== text) last.current = { payload: text, key: newComposeKey() };
        return last.current.key;
      },
      reset() {
        last.current = null;
      },
    }),
    [],
  );
}
