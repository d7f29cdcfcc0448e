import { expect, it } from 'vitest';
import type { BusEvent } from './bus';
import { memoryBus } from './memoryBus';

/** Live events within one process: no poll, no delay (bff/routes/events/events.test.ts relies on it). */
const typing: BusEvent = { to: ['ben'], type: 'typing', data: { user_id: 'ana' } };

it('hands an event to every subscriber at once, before publish even returns', async () => {
  const bus = memoryBus();
  const heard: BusEvent[][] = [[], []];
  bus.subscribe((e) => heard[0]!.push(e));
  bus.subscribe((e) => heard[1]!.push(e));
  const published = bus.publish(typing);
  expect(heard).toEqual([[typing], [typing]]);
  await published;
});

it('stops after close: nothing delivered', async () => {
  const bus = memoryBus();
  const heard: BusEvent[] = [];
  bus.subscribe((e) => heard.push(e));
  await bus.close();
  await bus.publish(typing);
  expect(heard).toEqual([]);
});
