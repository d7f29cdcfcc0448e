import { afterEach, expect, it, vi } from 'vitest';
import type { BusEvent } from '../events/bus';
import { eventHub } from '../events/hub';
import { memoryBus } from '../events/memoryBus';
import { background } from '../background';
import type { EngineSeam } from '../db/seam';
import { silentLogger } from '../logger';
import type { Models } from '../models';
import { OFFLINE_AFTER_MS, presenceService } from './presence';

afterEach(() => {
  vi.useRealTimers();
});

/** Presence over the real hub and memory bus; the store of 'last seen' is a recording stand-in. */
function setUp() {
  // Only timeouts are faked: the grace period is one, the refresh interval is left alone.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const hub = eventHub(memoryBus());
  const heard: BusEvent[] = [];
  hub.subscribeAll((event) => heard.push(event));
  const stored: unknown[] = [];
  const models = {
    Presence: { updateOne: async (...args: unknown[]) => void stored.push(args) },
  } as unknown as Models;
  const seam = { serialize: (_key: string, task: () => Promise<unknown>) => task() };
  const presence = presenceService(
    models,
    seam as unknown as EngineSeam,
    hub,
    async () => ['u-peer'],
    background(silentLogger),
  );
  const offline = () =>
    heard.filter((e) => e.type === 'presence' && e.data.presence.online === false);
  return { hub, presence, offline, stored };
}

it('a stream reopened within the grace period (a reload) never shows the person offline', async () => {
  const { hub, presence, offline, stored } = setUp();
  const first = hub.attach(
    'u-ana',
    () => {},
    () => {},
  );
  presence.connected('u-ana', first.first);
  first.detach();
  presence.disconnected('u-ana', true);
  await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS - 1);
  const again = hub.attach(
    'u-ana',
    () => {},
    () => {},
  );
  presence.connected('u-ana', again.first);
  await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS * 2);
  expect(offline()).toEqual([]);
  expect(stored).toEqual([]);
  presence.close();
});

it('a stream closed for longer than the grace period stores last seen and tells the peers', async () => {
  const { hub, presence, offline, stored } = setUp();
  const stream = hub.attach(
    'u-ana',
    () => {},
    () => {},
  );
  presence.connected('u-ana', stream.first);
  stream.detach();
  presence.disconnected('u-ana', true);
  await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS - 1);
  expect(offline()).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  await vi.waitFor(() => expect(offline()).toHaveLength(1));
  expect(offline()[0]!.to).toEqual(['u-ana', 'u-peer']);
  expect(stored).toHaveLength(1);
  presence.close();
});
