import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGE, SUSPENDED_MESSAGE } from '../../contract/events';
import type { BusEvent } from './bus';
import { eventHub } from './hub';
import { memoryBus } from './memoryBus';

/** A stream attached to the hub that records what it heard and whether it was closed. */
function streamOf(hub: ReturnType<typeof eventHub>, userId: string, session?: string) {
  const heard: BusEvent[] = [];
  const stream = { heard, closed: false, detach: () => {} };
  stream.detach = hub.attach(
    userId,
    (event) => heard.push(event),
    () => {
      stream.closed = true;
      stream.detach();
    },
    session,
  ).detach;
  return stream;
}

const sessionEnded = (userId: string, session: string): BusEvent => ({
  to: [userId],
  type: 'signed_out',
  data: { reason: 'session_ended', message: SESSION_ENDED_MESSAGE, session },
});

describe('eventHub: signed_out', () => {
  it('naming a session reaches and closes only that session’s streams', async () => {
    const hub = eventHub(memoryBus());
    const laptopTab1 = streamOf(hub, 'ana', 'laptop');
    const laptopTab2 = streamOf(hub, 'ana', 'laptop');
    const phone = streamOf(hub, 'ana', 'phone');
    const ben = streamOf(hub, 'ben', 'laptop');

    await hub.publish(sessionEnded('ana', 'laptop'));
    for (const tab of [laptopTab1, laptopTab2]) {
      expect(tab.heard.map((e) => e.type)).toEqual(['signed_out']);
      expect(tab.closed).toBe(true);
    }
    expect(phone).toMatchObject({ heard: [], closed: false });
    expect(ben).toMatchObject({ heard: [], closed: false });
    expect(hub.hasStream('ana')).toBe(true);

    // Other events still reach the person's streams that are left.
    await hub.publish({ to: ['ana'], type: 'typing', data: { user_id: 'ben' } });
    expect(phone.heard.map((e) => e.type)).toEqual(['typing']);
    expect(laptopTab1.heard).toHaveLength(1);
  });

  it('without a session reaches and closes every stream of the person, as a suspension does', async () => {
    const hub = eventHub(memoryBus());
    const tabs = [
      streamOf(hub, 'ana', 'laptop'),
      streamOf(hub, 'ana', 'phone'),
      streamOf(hub, 'ana'),
    ];
    const ben = streamOf(hub, 'ben', 'laptop');
    await hub.publish({
      to: ['ana'],
      type: 'signed_out',
      data: { reason: 'suspended', message: SUSPENDED_MESSAGE },
    });
    for (const tab of tabs) expect(tab).toMatchObject({ closed: true });
    for (const tab of tabs) expect(tab.heard.map((e) => e.type)).toEqual(['signed_out']);
    expect(ben).toMatchObject({ heard: [], closed: false });
    expect(hub.hasStream('ana')).toBe(false);
  });
});
