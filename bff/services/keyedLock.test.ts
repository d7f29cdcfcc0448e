import { expect, it } from 'vitest';
import { keyedLock } from './keyedLock';

const tick = () => new Promise((r) => setTimeout(r, 1));

it('runs tasks of one key in order, never interleaved', async () => {
  const withLock = keyedLock();
  let counter = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      withLock('post-1', async () => {
        const read = counter;
        await tick();
        counter = read + 1;
        order.push(i);
      }),
    ),
  );
  expect(counter).toBe(20);
  expect(order).toEqual([...Array(20).keys()]);
});

it('a failing task does not block the next one', async () => {
  const withLock = keyedLock();
  await expect(withLock('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
    'boom',
  );
  await expect(withLock('k', async () => 'ok')).resolves.toBe('ok');
});

it('different keys run independently', async () => {
  const withLock = keyedLock();
  const events: string[] = [];
  await Promise.all([
    withLock('a', async () => {
      events.push('a-start');
      await tick();
      events.push('a-end');
    }),
    withLock('b', async () => {
      events.push('b-start');
      await tick();
      events.push('b-end');
    }),
  ]);
  expect(events.slice(0, 2).sort()).toEqual(['a-start', 'b-start']);
});
