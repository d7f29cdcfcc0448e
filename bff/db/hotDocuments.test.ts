import { afterEach, describe, expect, it, vi } from 'vitest';
import { deepFreeze, hotDocuments } from './hotDocuments';

afterEach(() => {
  vi.useRealTimers();
});

describe('hot documents', () => {
  it('serves what was read until it is written', () => {
    const hot = hotDocuments<{ n: number }>({ max: 10, ttlMs: 60_000 });
    hot.set('a', { n: 1 }, hot.beforeRead('a'));
    expect(hot.get('a')).toEqual({ n: 1 });
    hot.forget('a');
    expect(hot.get('a')).toBeUndefined();
  });

  it('does not keep a read that a write overtook', () => {
    const hot = hotDocuments<{ n: number }>({ max: 10, ttlMs: 60_000 });
    const token = hot.beforeRead('a'); // a read starts, sees the old document...
    hot.forget('a'); // ...a write lands meanwhile...
    hot.set('a', { n: 1 }, token); // ...and the old document must not be served afterwards.
    expect(hot.get('a')).toBeUndefined();
    hot.set('a', { n: 2 }, hot.beforeRead('a'));
    expect(hot.get('a')).toEqual({ n: 2 });
  });

  it('lets entries expire and the least recently used go first', () => {
    vi.useFakeTimers();
    const hot = hotDocuments<string>({ max: 2, ttlMs: 1000 });
    hot.set('a', 'A', hot.beforeRead('a'));
    hot.set('b', 'B', hot.beforeRead('b'));
    expect(hot.get('a')).toBe('A'); // a is now the most recently used
    hot.set('c', 'C', hot.beforeRead('c'));
    expect(hot.get('b')).toBeUndefined();
    expect(hot.get('a')).toBe('A');
    vi.advanceTimersByTime(1001);
    expect(hot.get('a')).toBeUndefined();
    expect(hot.get('c')).toBeUndefined();
  });

  it('spreads the expiry of documents read together over the second half of their life', () => {
    vi.useFakeTimers();
    const draws = [0, 0.5, 0.999];
    const hot = hotDocuments<string>({ max: 10, ttlMs: 1000, random: () => draws.shift()! });
    for (const id of ['a', 'b', 'c']) hot.set(id, id.toUpperCase(), hot.beforeRead(id));
    vi.advanceTimersByTime(499);
    expect([hot.get('a'), hot.get('b'), hot.get('c')]).toEqual(['A', 'B', 'C']);
    vi.advanceTimersByTime(2); // 501 ms: the one that drew the shortest life is gone
    expect([hot.get('a'), hot.get('b'), hot.get('c')]).toEqual(['A', 'B', undefined]);
    vi.advanceTimersByTime(250); // 751 ms
    expect([hot.get('a'), hot.get('b')]).toEqual(['A', undefined]);
    vi.advanceTimersByTime(250); // 1001 ms: none outlives ttlMs
    expect(hot.get('a')).toBeUndefined();
  });

  it('lets readers join a read under way, but none begun after a write', async () => {
    const hot = hotDocuments<string>({ max: 10, ttlMs: 60_000 });
    let answer!: (doc: string) => void;
    const first = hot.beforeRead('a');
    const read = new Promise<string | null>((resolve) => (answer = resolve));
    hot.reading('a', first, read);
    // A second reader before any write joins it.
    expect(hot.readUnderWay('a', hot.beforeRead('a'))).toBe(read);
    hot.forget('a');
    // After a write, a reader must read anew: what is under way may be older than the write.
    expect(hot.readUnderWay('a', hot.beforeRead('a'))).toBeUndefined();
    answer('A');
    await read;
    await Promise.resolve();
    // Answered: nobody joins it any more.
    expect(hot.readUnderWay('a', first)).toBeUndefined();
  });

  it('refuses reads begun before its generations were dropped', () => {
    const hot = hotDocuments<string>({ max: 1, ttlMs: 60_000 });
    const token = hot.beforeRead('a');
    hot.forget('a');
    for (const id of ['b', 'c', 'd', 'e']) hot.forget(id); // more than 4 x max: a new epoch
    hot.set('a', 'stale', token);
    expect(hot.get('a')).toBeUndefined();
  });
});

describe('deepFreeze', () => {
  it('freezes plain objects and arrays, and leaves ObjectIds and dates usable', async () => {
    const { Types } = await import('mongoose');
    const doc = deepFreeze({
      _id: new Types.ObjectId(),
      created_at: new Date(0),
      reactions: { like: 1 },
      refs: [{ pos: 1 }],
    });
    expect(() => {
      (doc.reactions as { like: number }).like = 2;
    }).toThrow(TypeError);
    expect(() => (doc.refs as { pos: number }[]).push({ pos: 2 })).toThrow(TypeError);
    expect(String(doc._id)).toMatch(/^[0-9a-f]{24}$/);
    expect(doc.created_at.getTime()).toBe(0);
  });
});
