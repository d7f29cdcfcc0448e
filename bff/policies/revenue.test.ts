import { describe, expect, it } from 'vitest';
import { REVENUE_DEDUPE_MS } from '../../contract/help';
import { bookable, guardKey, guardMarks, staleBefore, staleMarks } from './revenue';

/**
 * Which revenue events count: the rule in time (once per REVENUE_DEDUPE_MS, at least one window
 * between two bookings) and the guard marks that enforce it must agree, and the marks swept as
 * stale must be ones no booking could still meet.
 */
const event = { eventType: 'ad_click' as const, targetId: 'ad1', person: 'p1' };
const at = (iso: string) => Date.parse(iso);

/** Books events in order as the store would: one counts only while none of its marks is taken. */
function bookInOrder(times: number[]): boolean[] {
  const taken = new Set<string>();
  return times.map((t) => {
    const marks = guardMarks(event, t);
    if (marks.some((m) => taken.has(m))) return false;
    for (const m of marks) taken.add(m);
    return true;
  });
}

describe('revenue events that count', () => {
  it('only for a live ad or center', () => {
    expect(bookable({ active: true })).toBe(true);
    expect(bookable({ active: false })).toBe(false);
    expect(bookable({})).toBe(false);
    expect(bookable(null)).toBe(false);
  });

  it('once per window: a repeat within 30 minutes never counts, one after the next window does', () => {
    expect(
      bookInOrder([
        at('2026-11-24T10:00:00Z'),
        at('2026-11-24T10:29:00Z'),
        at('2026-11-24T10:45:00Z'),
        at('2026-11-24T11:01:00Z'),
      ]),
    ).toEqual([true, false, false, true]);
  });

  it('two bookings are always at least REVENUE_DEDUPE_MS apart, and never three windows apart', () => {
    const start = at('2026-11-24T10:00:00Z');
    const step = REVENUE_DEDUPE_MS / 7;
    for (let first = 0; first < 14; first++) {
      for (let second = first; second < first + 28; second++) {
        const [a, b] = [start + first * step, start + second * step];
        const [, counted] = bookInOrder([a, b]);
        if (counted) expect(b - a).toBeGreaterThanOrEqual(REVENUE_DEDUPE_MS);
        if (b - a >= 3 * REVENUE_DEDUPE_MS) expect(counted).toBe(true);
      }
    }
  });

  it('each event type, ad or center and person is counted on its own', () => {
    const t = at('2026-11-24T10:00:00Z');
    const others = [
      { ...event, eventType: 'ad_impression' as const },
      { ...event, targetId: 'ad2' },
      { ...event, person: 'p2' },
    ];
    const mine = new Set(guardMarks(event, t));
    for (const other of others) {
      expect(guardKey(other)).not.toBe(guardKey(event));
      expect(guardMarks(other, t).some((m) => mine.has(m))).toBe(false);
    }
  });

  it('sweeps only marks that can no longer stop a booking', () => {
    const now = at('2026-11-24T12:00:00Z');
    const cutoff = staleBefore(now);
    expect(staleMarks(now).at.$lt).toEqual(cutoff);
    const current = new Set(guardMarks(event, now));
    // A mark is made with its booking: one made before the cutoff is never among the marks a
    // booking now needs, while one from the window before (which must still stop it) is kept.
    for (
      let made = cutoff.getTime() - 4 * REVENUE_DEDUPE_MS;
      made < cutoff.getTime();
      made += 60_000
    )
      expect(guardMarks(event, made).some((m) => current.has(m))).toBe(false);
    const lastWindow = now - REVENUE_DEDUPE_MS;
    expect(guardMarks(event, lastWindow).some((m) => current.has(m))).toBe(true);
    expect(lastWindow).toBeGreaterThan(cutoff.getTime());
  });
});
